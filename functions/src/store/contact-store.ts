// Contact form entries (spec section 3, contactforminputs) and their status in the volunteers' inbox.
// One item per message; the sparse `inbox` GSI lists them newest first. A signed-in sender's message
// is also recorded under the member (`MEMBER#<uid>`, `CONTACT#<id>`), so account deletion finds it.

import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactStatus } from '@bookwish/shared/api/contact';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
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

/** A signed-in sender's record of one message. */
export const senderRecord = (uid: string, id: string) => ({
  pk: `MEMBER#${uid}`,
  sk: `CONTACT#${id}`,
  entity: 'sentContact',
  contactId: id,
});

/** Stores a new message (never overwrites one with the same id), and a signed-in sender's record. */
export async function putContactMessage(message: ContactMessage): Promise<void> {
  const item = {
    ...message,
    pk: contactPk(message.id),
    sk: SK,
    entity: 'contact',
    [tableSchema.indexes.inbox.partitionKey]: INBOX,
    listSk: listSk(message.createdAt, message.id),
  };
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...(message.uid
          ? [
              {
                Put: {
                  TableName: table(),
                  Item: senderRecord(message.uid, message.id),
                },
              },
            ]
          : []),
      ],
    }),
  );
}

/** Ids of the messages the member sent while signed in. */
async function sentBy(uid: string): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :contact)',
        ExpressionAttributeValues: { ':pk': `MEMBER#${uid}`, ':contact': 'CONTACT#' },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) ids.push(item.contactId as string);
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** Account deletion: the member's messages stay in the inbox (a volunteer may be answering one) with
 * "Former member" and nothing else of theirs. The record under the member goes with MemberRecords. */
export async function eraseSender(uid: string, now: number = Date.now()): Promise<void> {
  for (const id of await sentBy(uid)) {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: contactPk(id), sk: SK },
          UpdateExpression:
            'SET #name = :name, email = :empty, phone = :empty, message = :empty, erasedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': FORMER_MEMBER, ':empty': '', ':at': now },
        }),
      )
      .catch((error: unknown) => {
        // A message already gone is already erased.
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      });
  }
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
  eraseSender,
};
