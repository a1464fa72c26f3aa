// Contact form entries (spec section 3, contactforminputs) and their status in the volunteers' inbox.
// One item per message; the sparse `inbox` GSI lists them newest first.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactStatus } from '@bookwish/shared/api/contact';
import type { ContactMessages } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { listSk } from './event-store.ts';
import { type Page, type PageRequest, queryPage } from './paging.ts';
import { tableSchema } from './table-schema.ts';

export type { ContactMessage, ContactStatus };

const INBOX = 'INBOX';
const SK = 'CONTACT';
const contactPk = (id: string) => `CONTACT#${id}`;
const table = () => config().tableName;

const STORAGE_ONLY = new Set(['pk', 'sk', 'entity', 'listSk', tableSchema.indexes.inbox.partitionKey]);

function toMessage(item: Record<string, unknown>): ContactMessage {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!STORAGE_ONLY.has(key)) out[key] = value;
  return out as unknown as ContactMessage;
}

/** Stores a new message (never overwrites one with the same id). */
export async function putContactMessage(message: ContactMessage): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...message,
        pk: contactPk(message.id),
        sk: SK,
        entity: 'contact',
        [tableSchema.indexes.inbox.partitionKey]: INBOX,
        listSk: listSk(message.createdAt, message.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getContactMessage(id: string): Promise<ContactMessage | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: contactPk(id), sk: SK }, ConsistentRead: true }),
  );
  return Item ? toMessage(Item) : null;
}

/** The inbox, newest first. */
export function listContactMessages(page: PageRequest = {}): Promise<Page<ContactMessage>> {
  return queryPage<ContactMessage>({
    index: tableSchema.indexes.inbox,
    partition: INBOX,
    page,
    cursorOf: (m) => ({ id: m.id, createdAt: m.createdAt }),
    keyFromCursor: (c) => ({ pk: contactPk(c.id), sk: SK, listSk: listSk(c.createdAt, c.id) }),
    map: toMessage,
  });
}

/** Marks a message open or resolved. Returns the updated message, or null if there is none. */
export async function setContactStatus(
  id: string,
  status: ContactStatus,
  volunteerUid: string,
  now: number = Date.now(),
): Promise<ContactMessage | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: contactPk(id), sk: SK },
        UpdateExpression: 'SET #status = :status, statusChangedAt = :at, statusChangedBy = :by',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':at': now, ':by': volunteerUid },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toMessage(Attributes) : null;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** The ContactMessages port. */
export const dynamoContactMessages: ContactMessages = {
  put: putContactMessage,
  list: listContactMessages,
  setStatus: setContactStatus,
};
