// A member's email notification settings: one item per member, every kind on until switched off, and
// the language their emails are written in (absent until chosen) and discreet notifications (absent:
// off). Erasing the member deletes the item.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isAreaId } from '@bookwish/shared/domain/areas';
import { isLocale } from '@bookwish/shared/i18n/locales';
import {
  DEFAULT_PREFS,
  DEFAULT_SETTINGS,
  EMAIL_CATEGORIES,
  type EmailCategory,
  type EmailSettings,
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

/** A settings reset: every kind on again and every unsubscribe link sent so far refused; the language
 * and discreet notifications stay. */
export async function resetPrefs(uid: string): Promise<EmailSettings> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(uid),
      UpdateExpression:
        'SET turn = :on, updates = :on, alerts = :on, entity = :entity ADD linkGeneration :one',
      ExpressionAttributeValues: { ':on': true, ':one': 1, ':entity': 'prefs' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return {
    ...DEFAULT_PREFS,
    language: languageOf(Attributes),
    discreet: Attributes?.discreet === true,
    area: areaOf(Attributes),
  };
}

function languageOf(item: Record<string, unknown> | undefined): EmailSettings['language'] {
  const value = item?.language;
  return isLocale(value) ? value : null;
}

/** The member's own area; an absent or unknown one is none. */
function areaOf(item: Record<string, unknown> | undefined): EmailSettings['area'] {
  return isAreaId(item?.area) ? item.area : null;
}

function settingsOf(item: Record<string, unknown> | undefined): EmailSettings {
  const prefs: EmailSettings = {
    ...DEFAULT_SETTINGS,
    language: languageOf(item),
    discreet: item?.discreet === true,
    area: areaOf(item),
  };
  for (const category of EMAIL_CATEGORIES) {
    const value = item?.[category];
    if (typeof value === 'boolean') prefs[category] = value;
  }
  return prefs;
}

export async function getPrefs(uid: string): Promise<EmailSettings> {
  return settingsOf(await readItem(uid));
}

/** The settings and the generation unsubscribe links must carry (raised by a reset, so every older
 * link is refused), from the one item. */
async function getWithLinkGeneration(uid: string) {
  const item = await readItem(uid);
  const generation = item?.linkGeneration;
  return { settings: settingsOf(item), linkGeneration: typeof generation === 'number' ? generation : 0 };
}

/** Sets the given kinds and language (others unchanged) and returns the result. */
export async function setPrefs(uid: string, change: Partial<EmailSettings>): Promise<EmailSettings> {
  const current = await getPrefs(uid);
  const next = { ...current, ...change };
  const language = next.language === null ? '' : ', #language = :language';
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: key(uid),
      UpdateExpression: `SET turn = :turn, updates = :updates, alerts = :alerts, discreet = :discreet, entity = :entity, #area = :area${language}`,
      ExpressionAttributeNames: {
        '#area': 'area',
        ...(next.language === null ? {} : { '#language': 'language' }),
      },
      ExpressionAttributeValues: {
        ':area': next.area,
        ':turn': next.turn,
        ':updates': next.updates,
        ':alerts': next.alerts,
        ':discreet': next.discreet,
        ':entity': 'prefs',
        ...(next.language === null ? {} : { ':language': next.language }),
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
  getWithLinkGeneration,
};
