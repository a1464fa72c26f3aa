// The notifier: a DynamoDB stream batch in (event items only), at most one email per event out.
// Powertools batch reports partial failures, so one bad record is retried alone. The same handler runs
// in AWS (event source mapping) and locally (local/stream-reader.ts).

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '@aws-lambda-powertools/logger';
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import { formatDeadline } from '@bookwish/shared/domain/timers';
import type { Post, PostEvent } from '@bookwish/shared/domain/types';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { cognito } from '../aws/cognito.ts';
import { notifySecret } from '../aws/notify-secret.ts';
import { ses } from '../aws/ses.ts';
import { config } from '../config.ts';
import { isTombstone, listOpenMatches, load } from '../store/event-store.ts';
import { getPrefs, linkGeneration } from '../store/notification-prefs-store.ts';
import {
  claimNotification,
  closeOwnerGate,
  type OwnerGate,
  openOwnerGate,
  releaseNotification,
  takeAlertQuota,
} from '../store/notify-marker-store.ts';
import { decideAlerts, decideNotifications, type Notification } from './decide.ts';
import { notifyConfig } from './notify-config.ts';
import { EMAIL_CATEGORY, renderEmail } from './templates.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** What happened to one record, for logs and tests. */
export type Outcome = 'sent' | 'duplicate' | 'none' | 'off' | 'no-recipient' | 'folded' | 'over-quota';

/** The owner's emails that members looping offer/withdraw could repeat: at most one of each gate per
 * post an hour (OWNER_EMAIL_WINDOW_MS), later ones folded into the next. */
const GATE_OF: Partial<Record<Notification['kind'], OwnerGate>> = {
  offerReceived: 'arrival',
  requestReceived: 'arrival',
  offerWithdrawn: 'departure',
  requestWithdrawn: 'departure',
};

/** The event in a stream record, or null for anything that is not a new event item. */
export function eventOf(record: DynamoDBRecord): PostEvent | null {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return null;
  // biome-ignore lint/suspicious/noExplicitAny: the stream's AttributeValue type differs from the SDK's by name only
  const item = unmarshall(image as any) as Record<string, unknown>;
  if (item.entity !== 'event') return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...event } = item;
  return event as unknown as PostEvent;
}

async function memberEmail(uid: string): Promise<{ email: string; name: string } | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: uid }),
    );
    const attr = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    const email = attr('email');
    return email ? { email, name: attr('name') ?? '' } : null;
  } catch (error) {
    // A member who deleted their account gets nothing.
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** Members alerted per new treat at most: the newest open wishes for that book. One treat goes to one
 * member, so more would only disappoint; it also bounds the record's work within the function's time. */
export const ALERTS_PER_TREAT = 100;

/** The open wishes a new treat answers (one Query of the match index), only for a new open treat. */
async function openWishesFor(event: PostEvent, post: Post): Promise<Post[]> {
  if (event.type !== 'TreatPosted' || !isOpenForMatch(post)) return [];
  const key = bookMatchKey(post);
  return key ? listOpenMatches('wishlist', key, ALERTS_PER_TREAT) : [];
}

/** Every email the event causes (a lapse mails both parties, a new treat alerts its wishers); one
 * outcome per recipient. */
export async function notifyEvent(event: PostEvent): Promise<Outcome[]> {
  const post = await load(event.postId);
  if (!post || isTombstone(post)) return ['none'];
  const notifications = [
    ...decideNotifications(event, post),
    ...decideAlerts(event, post, await openWishesFor(event, post)),
  ].filter((n) => n.to);
  if (notifications.length === 0) return ['none'];
  const outcomes: Outcome[] = [];
  for (const notification of notifications) outcomes.push(await notifyOne(event, post, notification));
  return outcomes;
}

async function notifyOne(event: PostEvent, post: Post, notification: Notification): Promise<Outcome> {
  const category = EMAIL_CATEGORY[notification.kind];
  if (!(await getPrefs(notification.to))[category]) return 'off';
  const member = await memberEmail(notification.to);
  if (!member) return 'no-recipient';
  if (!(await claimNotification(event.postId, event.seq, notification.to))) return 'duplicate';
  let folded = 0;
  const gate = GATE_OF[notification.kind];
  if (gate) {
    const opened = await openOwnerGate(event.postId, notification.to, gate, event.at);
    if (!opened.open) return 'folded';
    folded = opened.folded;
  }
  // A treater's alerts reach at most ALERTS_PER_MEMBER_DAY wishers a day, however many treats.
  if (notification.kind === 'bookAlert' && !(await takeAlertQuota(event.actorUid, event.at)))
    return 'over-quota';

  try {
    const settings = notifyConfig();
    const origin = config().publicOrigin;
    const token = signUnsubscribe(
      await notifySecret(),
      notification.to,
      category,
      await linkGeneration(notification.to),
    );
    const unsubscribeUrl = `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const email = renderEmail({
      kind: notification.kind,
      recipientName: member.name,
      otherName: notification.otherName,
      bookTitle: post.title,
      postUrl: `${origin}/${post.kind}/${post.id}`,
      unsubscribeUrl,
      folded,
      ...(notification.deadline === undefined ? {} : { deadline: formatDeadline(notification.deadline) }),
    });
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: settings.sender,
        Destination: { ToAddresses: [member.email] },
        ConfigurationSetName: settings.configurationSet,
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              Html: { Data: email.html, Charset: 'UTF-8' },
            },
            // RFC 8058 one-click: mail providers POST to the URL with List-Unsubscribe=One-Click.
            Headers: [
              { Name: 'List-Unsubscribe', Value: `<${unsubscribeUrl}>` },
              { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
            ],
          },
        },
      }),
    );
    return 'sent';
  } catch (error) {
    await releaseNotification(event.postId, event.seq, notification.to);
    if (gate) await closeOwnerGate(event.postId, notification.to, gate);
    throw error;
  }
}

const processor = new BatchProcessor(EventType.DynamoDBStreams);

const logger = new Logger({ serviceName: 'bookwish-notifier' });

async function recordHandler(record: DynamoDBRecord): Promise<Outcome[]> {
  const event = eventOf(record);
  if (!event) return ['none'];
  try {
    const outcome = await notifyEvent(event);
    logger.info('notified', { postId: event.postId, seq: event.seq, type: event.type, outcome });
    return outcome;
  } catch (error) {
    // The post and seq only: no email, name or text in logs.
    logger.error('notify failed', { postId: event.postId, seq: event.seq, type: event.type, error });
    throw error;
  }
}

export async function handler(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  return processPartialResponse(event, recordHandler, processor, { context });
}
