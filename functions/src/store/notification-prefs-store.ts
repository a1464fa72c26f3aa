// A member's email notification settings: one item per member, both kinds on until switched off.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export interface NotificationPrefs {
  /** "when it is my turn" */
  turn: boolean;
  /** "updates" */
  updates: boolean;
}

export const DEFAULT_PREFS: NotificationPrefs = { turn: true, updates: true };

const key = (uid: string) => ({ pk: `MEMBER#${uid}`, sk: 'NOTIFY_PREFS' });

export async function getPrefs(uid: string): Promise<NotificationPrefs> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: key(uid), ConsistentRead: true }),
  );
  return {
    turn: typeof Item?.turn === 'boolean' ? Item.turn : DEFAULT_PREFS.turn,
    updates: typeof Item?.updates === 'boolean' ? Item.updates : DEFAULT_PREFS.updates,
  };
}

/** Sets the given kinds (others unchanged) and returns the result. */
export async function setPrefs(uid: string, change: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const current = await getPrefs(uid);
  const next = { ...current, ...change };
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(uid),
      UpdateExpression: 'SET turn = :turn, updates = :updates, entity = :entity',
      ExpressionAttributeValues: { ':turn': next.turn, ':updates': next.updates, ':entity': 'prefs' },
    }),
  );
  return next;
}
