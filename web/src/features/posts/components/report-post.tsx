// "Report" on a post's page: members only (a visitor sees nothing), never the owner (the API lists
// the step refused for them) unless to report a meeting to hand their treat over in person that went
// wrong, and once: a member who reported reads that they did. The dialog (Radix, loaded only when a
// member opens it) is report-dialog.tsx.
import type { PostKind } from '@bookwish/shared/domain/types';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import { actionIn } from './post-actions.ts';

const ReportDialog = lazyPart(() => import('./report-dialog.tsx'));

export function ReportPost({ post }: { post: PostView<PostKind> }) {
  const [opened, setOpened] = useState(false);
  if (post.viewer === 'visitor') return null;
  if (post.reported) {
    return <p className="text-sm text-ink-soft">{t('reportPost.youReportedThis')}</p>;
  }
  if (actionIn(post, 'report')?.allowed !== true && !metThere(post)) return null;
  if (!opened) {
    // The button alone until pressed: the dialog's code loads then.
    return (
      <button
        type="button"
        className="text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
        onClick={() => setOpened(true)}
      >
        {t('reportPost.report')}
      </button>
    );
  }
  return (
    <Suspense fallback={<span className="text-sm text-ink-soft">{t('reportPost.report')}</span>}>
      <ReportDialog post={post} />
    </Suspense>
  );
}

/** The reader is one of the two members of this treat's in-person hand-over (the server holds the
 * same rule: reports.ts metThere): they may report how its meeting went. */
export function metThere(post: PostView<PostKind>): boolean {
  if (post.kind !== 'treat' || !('inPersonArea' in post) || !post.inPersonArea) return false;
  return post.viewer === 'owner' || (post.viewer === 'requester' && 'meeting' in post && !!post.meeting);
}

/** What the owner, the other party and volunteers read on a post under review (domain/reports.ts). */
export function UnderReviewNote({ post }: { post: PostView<PostKind> }) {
  if (!post.underReview) return null;
  return (
    <div role="status" className="mt-6 rounded-lg bg-sun/30 px-4 py-3 text-ink">
      <p className="font-semibold">{t('reportPost.underReviewTitle')}</p>
      <p className="mt-1 text-sm">{t('reportPost.underReviewBody')}</p>
    </div>
  );
}
