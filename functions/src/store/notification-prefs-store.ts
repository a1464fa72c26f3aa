// A member's email notification settings: one item per member, every kind on until switched off.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_PREFS,
  EMAIL_CATEGORIES,
  type EmailCategory,
  type NotificationPrefs,
} from '../app/email-kinds.ts';
import type { NotificationSettings } from '../app/notify-ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export { DEFAULT_PREFS, EMAIL_CATEGORIES, type EmailCategory, type NotificationPrefs };

const key = (uid: string) => ({ pk: `MEMBER#${uid}`, sk: 'NOTIFY_PREFS' });

async function readItem(uid: string) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: key(uid), ConsistentRead: true }),
  );
  return Item;
}

/** The generation unsubscribe links must carry: raised by a reset, so every older link is refused. */
export async function linkGeneration(uid: string): Promise<number> {
  const value = (await readItem(uid))?.linkGeneration;
  return typeof value === 'number' ? value : 0;
}

/** A settings reset: every kind on again and every unsubscribe link sent so far refused. */
export async function resetPrefs(uid: string): Promise<NotificationPrefs> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(uid),
      UpdateExpression:
        'SET turn = :on, updates = :on, alerts = :on, entity = :entity ADD linkGeneration :one',
      ExpressionAttributeValues: { ':on': true, ':one': 1, ':entity': 'prefs' },
    }),
  );
  return { ...DEFAULT_PREFS };
}

export async function getPrefs(uid: string): Promise<NotificationPrefs> {
  const Item = await readItem(uid);
  const prefs = { ...DEFAULT_PREFS };
  for (const category of EMAIL_CATEGORIES) {
    const value = Item?.[category];
    if (typeof value === 'boolean') prefs[category] = value;
  }
  return prefs;
}

/** Sets the given kinds (others unchanged) and returns the result. */
export async function setPrefs(uid: string, change: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const current = await getPrefs(uid);
  const next = { ...current, ...change };
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(uid),
      UpdateExpression: 'SET turn = :turn, updates = :updates, alerts = :alerts, entity = :entity',
      ExpressionAttributeValues: {
        ':turn': next.turn,
        ':updates': next.updates,
        ':alerts': next.alerts,
        ':entity': 'prefs',
      },
    }),
  );
  return next;
}

/** The NotificationSettings port. */
export const dynamoNotificationSettings: NotificationSettings = {
  get: getPrefs,
  set: setPrefs,
  reset: resetPrefs,
  linkGeneration,
};
