// One marker item per notified event and recipient (a lapse mails both parties), so a redelivered stream record sends nothing twice. The claim is
// a conditional put before sending; a failed send releases it so the retry can send. Chosen over
// Powertools idempotency: one conditional write in our own table and key scheme, no second item shape
// to keep in step. Markers expire after 30 days (the table's TTL attribute where enabled).

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

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
  try {
    await dynamo().send(
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
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The send failed: let the next delivery try again. */
export async function releaseNotification(postId: string, seq: number, to: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: key(postId, seq, to) }));
}
