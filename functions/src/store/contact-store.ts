// Contact form entries (spec section 3, contactforminputs) and their status in the volunteers' inbox.
// One item per message; the sparse `inbox` GSI lists them all newest first, `inboxByStatus` only the
// open or only the resolved ones (its key follows the status), so the filter is a Query, not a scan. A
// signed-in sender's message is also recorded under the member (`MEMBER#<uid>`, `CONTACT#<id>`), so
// account deletion finds it.
//
// Search is a bounded read of the chosen partition, compared in code: DynamoDB has no text index, a
// FilterExpression would read (and bill) the same items, and the inbox holds a nonprofit's messages
// (hundreds a year), so reading up to SEARCH_READ_LIMIT per page costs a few reads at most. Matching
// in code lets both sides be normalised the same way (case, accents: searchText) and needs no extra
// stored field or backfill. The day the inbox outgrows that, DESIGN.md's search index takes it.

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage, ContactStatus } from '@bookwish/shared/api/contact';
import { searchText } from '@bookwish/shared/domain/search';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import { listSk, tableSchema } from '@bookwish/shared/storage/table-schema';
import type { ContactMessages, InboxFilter } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { recordValues } from './member-records.ts';
import { type Page, type PageRequest, queryPage } from './paging.ts';

export type { ContactMessage, ContactStatus };

const INBOX = 'INBOX';
const inboxStatusPk = (status: ContactStatus) => `INBOX#${status}`;
/** Messages read at most for one page of a search (see the top of this file). */
export const SEARCH_READ_LIMIT = 500;
const SK = 'CONTACT';
const contactPk = (id: string) => `CONTACT#${id}`;
const table = () => config().tableName;

const STORAGE_ONLY = new Set([
  'pk',
  'sk',
  'entity',
  'listSk',
  tableSchema.indexes.inbox.partitionKey,
  tableSchema.indexes.inboxByStatus.partitionKey,
]);

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
    [tableSchema.indexes.inboxByStatus.partitionKey]: inboxStatusPk(message.status),
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
const sentBy = (uid: string) => recordValues(uid, 'CONTACT#', 'contactId');

/** Account deletion: the member's messages stay in the inbox (a volunteer may be answering one) with
 * "Former member" and nothing else of theirs: those sent signed in (the record under the member, which
 * goes with MemberRecords) and those sent signed out with the account's email. */
export async function eraseSender(
  sender: { uid: string; email?: string },
  now: number = Date.now(),
): Promise<void> {
  const ids = new Set(await sentBy(sender.uid));
  const email = sender.email?.trim().toLowerCase();
  if (email) {
    let cursor: string | null = null;
    do {
      const page: Page<ContactMessage> = await listContactMessages({ limit: 100, cursor });
      for (const m of page.items) if (m.email.trim().toLowerCase() === email) ids.add(m.id);
      cursor = page.nextCursor;
    } while (cursor);
  }
  for (const id of ids) {
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

/** The inbox, newest first: all messages or those of one status, optionally only those matching `q`
 * (sender, email, phone or message). */
export function listContactMessages(
  page: PageRequest = {},
  filter: InboxFilter = {},
): Promise<Page<ContactMessage>> {
  const byStatus = filter.status !== undefined;
  const needle = filter.q ? searchText(filter.q) : '';
  return queryPage<ContactMessage>({
    index: byStatus ? tableSchema.indexes.inboxByStatus : tableSchema.indexes.inbox,
    partition: filter.status ? inboxStatusPk(filter.status) : INBOX,
    page,
    cursorOf: (m) => ({ id: m.id, createdAt: m.createdAt }),
    keyFromCursor: (c) => ({ pk: contactPk(c.id), sk: SK, listSk: listSk(c.createdAt, c.id) }),
    map: toMessage,
    ...(needle
      ? {
          filter: {
            keep: (m: ContactMessage) =>
              searchText([m.name, m.email, m.phone, m.message].join('\n')).includes(needle),
            maxExamined: SEARCH_READ_LIMIT,
          },
        }
      : {}),
  });
}

/** Messages stored before `inboxByStatus` existed get its key (local data directories; run once by
 * the local stack when it adds the index). Returns how many were updated. */
export async function backfillInboxStatus(): Promise<number> {
  let updated = 0;
  let cursor: string | null = null;
  do {
    const page: Page<ContactMessage> = await listContactMessages({ limit: 100, cursor });
    for (const m of page.items) {
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: table(),
            Key: { pk: contactPk(m.id), sk: SK },
            UpdateExpression: 'SET #k = :k',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#k)',
            ExpressionAttributeNames: { '#k': tableSchema.indexes.inboxByStatus.partitionKey },
            ExpressionAttributeValues: { ':k': inboxStatusPk(m.status) },
          }),
        )
        .then(
          () => {
            updated += 1;
          },
          (error: unknown) => {
            if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
          },
        );
    }
    cursor = page.nextCursor;
  } while (cursor);
  return updated;
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
        // The status index's key moves with the status, so the message leaves one filter for the other.
        UpdateExpression:
          'SET #status = :status, #statusPk = :statusPk, statusChangedAt = :at, statusChangedBy = :by',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#statusPk': tableSchema.indexes.inboxByStatus.partitionKey,
        },
        ExpressionAttributeValues: {
          ':status': status,
          ':statusPk': inboxStatusPk(status),
          ':at': now,
          ':by': volunteerUid,
        },
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
