// The volunteers' report digest: at most one email an hour, and only while reports wait. The timers
// sweep runs it (every SWEEP_EVERY_MINUTES: no new schedule): one Query of the byReview index, small
// page, says whether reports wait; a marker item claimed with a condition says whether a digest went
// out within the hour, so two sweeps at once send one digest. Every volunteer (the user pool's
// `volunteers` group) gets it in their own language. It names how many reports and posts wait and
// links to the queue, never a reporter, a note or a title: those stay behind the volunteers' sign-in.
// When new accounts reported a post in a burst (reports that hid nothing), it says how many posts.
//
// A volunteer's operational email, not a member's notification: none of the member categories
// (turn, updates, alerts) switches it off and it carries no unsubscribe link. Leaving the volunteers
// group is what stops it.

import { openReportCount, reportedInBurst } from '@bookwish/shared/domain/reports';
import type { EmailMessageKey } from '@bookwish/shared/i18n/email-catalogues';
import { DEFAULT_LOCALE, type Locale } from '@bookwish/shared/i18n/locales';
import { emailMessage } from './messages.ts';
import type { Mailer, MemberDirectory, NotificationSettings } from './notify-ports.ts';
import type { Clock, EventStore } from './ports.ts';
import { isolating, memberText, type RenderedEmail, renderOperationalEmail } from './render-email.ts';

/** At most one digest this often. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;
/** The queue page the digest counts: more waiting posts than this are named as this many or more. */
export const DIGEST_PEEK = 25;

/** The digest's marker: one item, claimed with a condition. */
export interface DigestMarker {
  /** True when no digest went out within `everyMs` before `at` and this caller now owns this one. */
  claim(at: number, everyMs: number): Promise<boolean>;
  /** Every send failed: the next sweep may send. */
  release(at: number): Promise<void>;
}

/** The members of the volunteers group, by uid. */
export interface VolunteerList {
  list(): Promise<string[]>;
}

export interface DigestDeps {
  store: Pick<EventStore, 'listReview'>;
  clock: Clock;
  marker: DigestMarker;
  volunteers: VolunteerList;
  directory: Pick<MemberDirectory, 'contactOf'>;
  settings: Pick<NotificationSettings, 'get'>;
  mailer: Mailer;
  /** The site's origin: the link to the queue. */
  origin: string;
}

export type DigestResult = 'nothing-waits' | 'sent-this-hour' | { sent: number };

export interface DigestEmailInput {
  locale: Locale;
  recipientName: string;
  reports: number;
  posts: number;
  /** More posts wait than were counted. */
  more: boolean;
  /** Of the posts counted, those new accounts reported in a burst (reports.ts reportedInBurst). */
  burstPosts: number;
  queueUrl: string;
}

export function renderReportDigest(input: DigestEmailInput): RenderedEmail {
  const t = (key: EmailMessageKey, values?: Record<string, string | number>) =>
    emailMessage(input.locale, key, values);
  const name = isolating(input.locale)(memberText(input.recipientName, 60));
  const lines = [
    t(input.more ? 'reportDigest.linePostsMore' : 'reportDigest.linePosts', { count: input.posts }),
    ...(input.burstPosts > 0 ? [t('reportDigest.lineBurst', { count: input.burstPosts })] : []),
    t('reportDigest.line2'),
  ];
  return renderOperationalEmail({
    locale: input.locale,
    subject: t('reportDigest.subject', { count: input.reports }),
    greeting: t('email.greeting', { name }),
    lines,
    action: t('reportDigest.action'),
    url: input.queueUrl,
    why: t('reportDigest.why'),
  });
}

/** Sends the digest when reports wait and none went out within the hour. One volunteer's failed send
 * does not stop the others; when every send failed the marker is released for the next sweep. */
export async function sendReportDigest(deps: DigestDeps): Promise<DigestResult> {
  const { items, nextCursor } = await deps.store.listReview({ limit: DIGEST_PEEK });
  if (items.length === 0) return 'nothing-waits';
  const now = deps.clock.now();
  if (!(await deps.marker.claim(now, DIGEST_EVERY_MS))) return 'sent-this-hour';
  const reports = items.reduce((sum, post) => sum + openReportCount(post), 0);
  const burstPosts = items.filter(reportedInBurst).length;
  const queueUrl = `${deps.origin}/support?tab=reports`;
  let sent = 0;
  let failed: unknown = null;
  for (const uid of await deps.volunteers.list()) {
    try {
      const contact = await deps.directory.contactOf(uid);
      if (!contact) continue;
      const { language } = await deps.settings.get(uid);
      const email = renderReportDigest({
        locale: language ?? DEFAULT_LOCALE,
        recipientName: contact.name,
        reports,
        posts: items.length,
        more: nextCursor !== null,
        burstPosts,
        queueUrl,
      });
      await deps.mailer.send({ to: contact.email, ...email });
      sent++;
    } catch (error) {
      failed = error;
    }
  }
  if (sent === 0 && failed !== null) {
    await deps.marker.release(now);
    throw failed;
  }
  return { sent };
}
