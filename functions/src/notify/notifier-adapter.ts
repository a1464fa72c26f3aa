// The notifier: a DynamoDB stream batch in (event items only), each new event folded into the impact
// figures (store/impact-store.ts; it rides this consumer because a table's stream serves two readers
// well, and the search indexer is the other) and handed to the email use case (app/notify-members.ts)
// with the ports' adapters (and the pushes beside the emails: web-push-sender.ts). It runs whether or
// not email is set up: without a sender the figures are folded and members pushed, no email sent. This file only
// parses records; who gets
// which email is decided in app/. Powertools batch reports partial failures, so one bad record is
// retried alone. The same handler runs in AWS (event source mapping) and locally
// (local/stream-reader.ts).

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '@aws-lambda-powertools/logger';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { PostEvent } from '@bookwish/shared/domain/types';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type NotifyDeps, notifyMembers, type Outcome } from '../app/notify-members.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { unsubscribeSecret } from '../aws/notify-secret.ts';
import { sesMailer } from '../aws/ses-mailer.ts';
import { vapidKeys } from '../aws/vapid-keys.ts';
import { config } from '../config.ts';
import { oneAtATimePerKey } from '../one-at-a-time.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { projectEntry } from '../store/giveaway-entries-store.ts';
import { projectImpact } from '../store/impact-store.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';
import { dynamoNotifyMarkers } from '../store/notify-marker-store.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';
import { notifyConfig } from './notify-config.ts';
import { webPushSender } from './web-push-sender.ts';

export type { Outcome };

/** The adapters, read per record: tests change the environment (origin, secret) between cases. */
function deps(): NotifyDeps & { impact: (event: PostEvent) => Promise<unknown> } {
  return {
    // The impact figures' and the giveaway entries' projections ride this consumer
    // (store/impact-store.ts, store/giveaway-entries-store.ts).
    impact: async (event) => {
      await projectImpact(event);
      await projectEntry(event);
    },
    posts: dynamoEventStore,
    directory: cognitoDirectory,
    settings: dynamoNotificationSettings,
    markers: dynamoNotifyMarkers,
    // No sender yet (SES not set up): no email, and the rest as always.
    mailer: notifyConfig().emailsOn ? sesMailer : null,
    secret: unsubscribeSecret,
    origin: config().publicOrigin,
    push: {
      devices: dynamoPushDevices,
      sender: async () => {
        const keys = await vapidKeys();
        return keys ? webPushSender(keys, config().publicOrigin) : null;
      },
    },
    // Counts only: no endpoint, name or text in logs.
    onPush: (result) => logger.info('pushed', result),
  };
}

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

const processor = new BatchProcessor(EventType.DynamoDBStreams);

const logger = new Logger({ serviceName: 'bookwish-notifier' });

// A batch's records are handled side by side (Powertools' default), but two records of one post are
// not: the impact projection folds each event onto the one before it, so a later event handled beside
// its predecessor found it not yet folded, read the post's history and lost the race to write (a post
// looped through 470 offers and withdrawals cost 2.8 reads and 2.2 transactions an event), and the
// post's emails could leave out of order.
const inPostOrder = oneAtATimePerKey();

async function recordHandler(record: DynamoDBRecord): Promise<Outcome[]> {
  const event = eventOf(record);
  if (!event) return ['none'];
  return inPostOrder(event.postId, () => handleEvent(event));
}

async function handleEvent(event: PostEvent): Promise<Outcome[]> {
  try {
    const ports = deps();
    // The impact figures first: a retry after a failed email finds this event counted already.
    await ports.impact(event);
    const outcome = await notifyMembers(ports, event);
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
