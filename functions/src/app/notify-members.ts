// Email as a use case: one new event in, every email it causes out, one outcome per recipient. Who
// gets which kind is decide-emails.ts; each is written in the recipient's language (their settings').
// Here each email passes, in this order, the recipient's setting
// for its category, an account that still exists, the once-per-event-and-recipient marker, the owner's
// hourly gate (kinds with a gate) and the daily cap (book alerts), before it is rendered and sent. A
// failed send releases the marker and the gate, so the stream's retry can send. Beside each email
// sent, the member's devices with notifications on get a push: the email's subject line with the other
// member's first name only, or one discreet sentence naming nothing (push-text.ts), and the post's
// link, nothing else. A deployment with no email
// sender yet (no mailer) still pushes, through the same checks: the push is then all the member gets.

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import type { Post, PostEvent } from '@bookwish/shared/domain/types';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@bookwish/shared/i18n/locales';
import { decideAlerts, decideNotifications, mayEmail, type Notification } from './decide-emails.ts';
import { emailKind } from './email-kinds.ts';
import type {
  Mailer,
  MemberDirectory,
  NotificationSettings,
  NotifyMarkers,
  NotifyPosts,
  PushDevices,
  PushMessage,
  PushSender,
  UnsubscribeSecret,
} from './notify-ports.ts';
import { isTombstone } from './ports.ts';
import { pushToMember } from './push-devices.ts';
import { pushText } from './push-text.ts';
import { renderEmail } from './render-email.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** What happened to one recipient's email, for logs and tests. */
export type Outcome =
  | 'sent'
  | 'pushed'
  | 'duplicate'
  | 'none'
  | 'off'
  | 'no-recipient'
  | 'folded'
  | 'over-quota';

export interface NotifyDeps {
  posts: NotifyPosts;
  directory: MemberDirectory;
  settings: NotificationSettings;
  markers: NotifyMarkers;
  /** null: no email is sent (the deployment has no sender yet); pushes still go. */
  mailer: Mailer | null;
  secret: UnsubscribeSecret;
  /** The site's public origin: post links and unsubscribe links start with it. */
  origin: string;
  /** Pushes to members' devices; the sender is null while the deployment has no push keys. */
  push?: { devices: PushDevices; sender: () => Promise<PushSender | null> };
  /** Told what a push did (logs: counts only). */
  onPush?: (result: { sent: number; gone: number; failed: number }) => void;
}

/** Members alerted per new treat at most: the newest open wishes for that book. One treat goes to one
 * member, so more would only disappoint; it also bounds the record's work within the function's time. */
export const ALERTS_PER_TREAT = 100;

/** The open wishes a new treat answers (one read of the match index), only for a new open treat. */
async function openWishesFor(posts: NotifyPosts, event: PostEvent, post: Post): Promise<Post[]> {
  if (event.type !== 'TreatPosted' || !isOpenForMatch(post)) return [];
  const key = bookMatchKey(post);
  return key ? posts.listOpenMatches('wishlist', key, ALERTS_PER_TREAT) : [];
}

/** Every email the event causes (a lapse mails both parties, a new treat alerts its wishers); one
 * outcome per recipient, or ['none'] when it causes none (or its post is gone). */
export async function notifyMembers(deps: NotifyDeps, event: PostEvent): Promise<Outcome[]> {
  if (!mayEmail(event.type)) return ['none'];
  const post = await deps.posts.load(event.postId);
  if (!post || isTombstone(post)) return ['none'];
  const notifications = [
    ...decideNotifications(event, post),
    ...decideAlerts(event, post, await openWishesFor(deps.posts, event, post)),
  ].filter((n) => n.to);
  if (notifications.length === 0) return ['none'];
  const outcomes: Outcome[] = [];
  for (const notification of notifications) outcomes.push(await notifyOne(deps, event, post, notification));
  return outcomes;
}

async function notifyOne(
  deps: NotifyDeps,
  event: PostEvent,
  post: Post,
  notification: Notification,
): Promise<Outcome> {
  const { category, gate, dailyCap } = emailKind(notification.kind);
  // The settings and the link generation in one read: the unsubscribe link below needs the latter.
  const { settings, linkGeneration } = await deps.settings.getWithLinkGeneration(notification.to);
  if (!settings[category]) return 'off';
  const member = await deps.directory.contactOf(notification.to);
  if (!member) return 'no-recipient';
  if (!(await deps.markers.claim(event.postId, event.seq, notification.to))) return 'duplicate';
  let folded = 0;
  if (gate) {
    const opened = await deps.markers.openGate(event.postId, notification.to, gate, event.at);
    if (!opened.open) return 'folded';
    folded = opened.folded;
  }
  // A treater's alerts reach at most ALERTS_PER_MEMBER_DAY wishers a day, however many treats.
  if (dailyCap && !(await deps.markers.takeDailyCap(event.actorUid, event.at))) return 'over-quota';

  const locale = settings.language ?? DEFAULT_LOCALE;
  const about = {
    kind: notification.kind,
    locale,
    otherName: notification.otherName,
    bookTitle: post.title,
    postUrl: `${deps.origin}/${post.kind}/${post.id}`,
    folded,
    ...(notification.tracked ? { tracked: true } : {}),
    ...(notification.deadline === undefined ? {} : { deadline: notification.deadline }),
  };
  let email: ReturnType<typeof renderEmail>;
  try {
    const token = signUnsubscribe(await deps.secret.get(), notification.to, category, linkGeneration);
    const unsubscribeUrl = `${deps.origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
    email = renderEmail({ ...about, recipientName: member.name, unsubscribeUrl });
    await deps.mailer?.send({ to: member.email, ...email, unsubscribeUrl });
  } catch (error) {
    await deps.markers.release(event.postId, event.seq, notification.to);
    if (gate) await deps.markers.closeGate(event.postId, notification.to, gate);
    throw error;
  }
  await pushAfterEmail(deps, notification.to, {
    text: pushText({ ...about, discreet: settings.discreet }),
    url: `${deps.origin}/${post.kind}/${post.id}`,
    lang: locale,
    dir: LOCALE_INFO[locale].dir,
    tag: `${post.kind}-${post.id}`,
  });
  return deps.mailer ? 'sent' : 'pushed';
}

/** The push beside an email sent. After the email, never instead of it: a push that fails is
 * counted, not retried (a retry of the record would mail the member twice). */
async function pushAfterEmail(deps: NotifyDeps, uid: string, message: PushMessage): Promise<void> {
  if (!deps.push) return;
  try {
    const sender = await deps.push.sender();
    if (!sender) return;
    // Pushed first, told after: `onPush?.(await push())` skipped the push itself when nobody listened.
    const result = await pushToMember({ devices: deps.push.devices, sender }, uid, message);
    deps.onPush?.(result);
  } catch {
    deps.onPush?.({ sent: 0, gone: 0, failed: 1 });
  }
}
