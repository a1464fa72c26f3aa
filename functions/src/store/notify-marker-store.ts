// One marker item per notified event and recipient (a lapse mails both parties), so a redelivered stream record sends nothing twice. The claim is
// a conditional put before sending; a failed send releases it so the retry can send. Chosen over
// Powertools idempotency: one conditional write in our own table and key scheme, no second item shape
// to keep in step. Markers expire after 30 days (the table's TTL attribute where enabled).

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ALERTS_PER_MEMBER_DAY, OWNER_EMAIL_WINDOW_MS } from '@bookwish/shared/domain/constants';
import type { OwnerGate } from '../app/email-kinds.ts';
import type { NotifyMarkers } from '../app/notify-ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { writeUnlessRaced } from './table.ts';

const MARKER_DAYS = 30;

const key = (postId: string, seq: number, to: string) => ({
  pk: `NOTIFIED#${postId}`,
  sk: `EV#${seq}#${to}`,
});

/** True when this caller now owns the event's email to `to`; false when it was claimed before. */
export async function claimNotification(
  postId: string,
  seq: number,
  to: string,
  now = Date.now(),
): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new PutCommand({
        TableName: config().tableName,
        Item: {
          ...key(postId, seq, to),
          entity: 'notified',
          at: now,
          expiresAt: Math.floor(now / 1000) + MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** The send failed: let the next delivery try again. */
export async function releaseNotification(postId: string, seq: number, to: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: key(postId, seq, to) }));
}

export type { OwnerGate };

const gateKey = (postId: string, to: string, gate: OwnerGate) => ({
  pk: `NOTIFY_GATE#${postId}`,
  sk: `${to}#${gate}`,
});

/** At most one owner email per gate, post and window (OWNER_EMAIL_WINDOW_MS): open with the number
 * folded since the last one sent, or closed (this one is counted, to fold into the next). `at` is the
 * event's time, so a replayed stream decides the same way. */
export async function openOwnerGate(
  postId: string,
  to: string,
  gate: OwnerGate,
  at: number,
): Promise<{ open: true; folded: number } | { open: false }> {
  const table = config().tableName;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: gateKey(postId, to, gate),
        UpdateExpression: 'SET sentAt = :at, folded = :zero, entity = :entity, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(sentAt) OR sentAt <= :cutoff',
        ExpressionAttributeValues: {
          ':at': at,
          ':zero': 0,
          ':entity': 'notifyGate',
          ':cutoff': at - OWNER_EMAIL_WINDOW_MS,
          ':expires': Math.floor(at / 1000) + MARKER_DAYS * 86_400,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return { open: true, folded: typeof Attributes?.folded === 'number' ? Attributes.folded : 0 };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: table,
      Key: gateKey(postId, to, gate),
      UpdateExpression: 'ADD folded :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  return { open: false };
}

/** The send failed after the gate opened: the retry may send. */
export async function closeOwnerGate(postId: string, to: string, gate: OwnerGate): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: gateKey(postId, to, gate) }));
}

/** One more book alert caused by `treaterUid` today (UTC), or false once ALERTS_PER_MEMBER_DAY were
 * sent: however many treats they post, their alerts reach at most that many wishers a day. */
export async function takeAlertQuota(treaterUid: string, at: number): Promise<boolean> {
  const day = new Date(at).toISOString().slice(0, 10);
  return writeUnlessRaced(
    dynamo().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: { pk: `ALERT_QUOTA#${treaterUid}`, sk: day },
        UpdateExpression: 'ADD sent :one SET entity = :entity, expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :max',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': ALERTS_PER_MEMBER_DAY,
          ':entity': 'alertQuota',
          ':expires': Math.floor(at / 1000) + 2 * 86_400,
        },
      }),
    ),
  );
}

/** The NotifyMarkers port. */
export const dynamoNotifyMarkers: NotifyMarkers = {
  claim: (postId, seq, to) => claimNotification(postId, seq, to),
  release: releaseNotification,
  openGate: openOwnerGate,
  closeGate: closeOwnerGate,
  takeDailyCap: takeAlertQuota,
};
