// A report's reason (shared/domain/report-reasons.ts) as a reader sees it: in the report dialog and in
// the volunteers' queue alike. Each key written out whole: the build gives every key a short id
// (web/i18n-catalogues.ts).
import type { ReportReason } from '@bookwish/shared/domain/report-reasons';
import { t } from './i18n.ts';

const reasonKeys = {
  scam: 'reportPost.reason.scam',
  offensive: 'reportPost.reason.offensive',
  notABook: 'reportPost.reason.notABook',
  spam: 'reportPost.reason.spam',
  other: 'reportPost.reason.other',
  meeting: 'reportPost.reason.meeting',
} as const satisfies Record<ReportReason, string>;

export function reportReasonText(reason: ReportReason): string {
  return t(reasonKeys[reason]);
}
