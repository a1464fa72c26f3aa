// A data directory from before the inbox's status filter: ensureTable adds the missing index, and the
// backfill gives the messages stored then its key, so the Open filter finds them. On a table of its
// own in the shared stack's DynamoDB Local.

import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { listSk, tableSchema } from '@bookwish/shared/storage/table-schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { dynamo, resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { backfillInboxStatus, listContactMessages } from '../store/contact-store.ts';
import { createTableInput, ensureTable, localDynamoClient } from './create-table.ts';

const tableName = `old-${randomUUID().slice(0, 8)}`;
const client = () => localDynamoClient(inject('stack').dynamodbEndpoint, inject('stack').region);
const sharedTable = process.env.TABLE_NAME;

beforeAll(() => {
  useStackEnv();
  process.env.TABLE_NAME = tableName;
  resetConfig();
  resetDynamo();
});

afterAll(async () => {
  const ddb = client();
  await ddb.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  ddb.destroy();
  process.env.TABLE_NAME = sharedTable;
  resetConfig();
  resetDynamo();
});

describe('ensureTable on an older table', () => {
  it('adds the inboxByStatus index; the backfill makes old messages show under their status', async () => {
    const ddb = client();
    // The table as it was: every index but the new one.
    const old = createTableInput(tableName);
    old.GlobalSecondaryIndexes = old.GlobalSecondaryIndexes?.filter((i) => i.IndexName !== 'inboxByStatus');
    old.AttributeDefinitions = old.AttributeDefinitions?.filter(
      (a) => a.AttributeName !== tableSchema.indexes.inboxByStatus.partitionKey,
    );
    await ddb.send(new CreateTableCommand(old));
    // A message stored then: no status index key.
    const id = `old${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await dynamo().send(
      new PutCommand({
        TableName: tableName,
        Item: {
          id,
          uid: '',
          name: 'Olive Oldtimer',
          email: 'olive@example.org',
          phone: '',
          message: 'Sent before the filter existed.',
          createdAt: 1_700_000_000,
          status: 'open',
          pk: `CONTACT#${id}`,
          sk: 'CONTACT',
          entity: 'contact',
          [tableSchema.indexes.inbox.partitionKey]: 'INBOX',
          listSk: listSk(1_700_000_000, id),
        },
      }),
    );
    await expect(listContactMessages({}, { status: 'open' })).rejects.toThrow(/index/);

    expect(await ensureTable(ddb, tableName)).toEqual({ created: false, addedIndexes: ['inboxByStatus'] });
    expect(await backfillInboxStatus()).toBe(1);
    const open = await listContactMessages({}, { status: 'open' });
    expect(open.items.map((m) => m.name)).toEqual(['Olive Oldtimer']);
    expect((await listContactMessages({}, { status: 'resolved' })).items).toEqual([]);
    // A second start finds nothing to add.
    expect(await ensureTable(ddb, tableName)).toEqual({ created: false, addedIndexes: [] });
    ddb.destroy();
  });
});
