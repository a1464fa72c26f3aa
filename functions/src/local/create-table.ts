// Creates the single table locally from the same schema the CDK stack uses (idempotent).

import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { keyAttributes, tableSchema } from '@bookwish/shared/storage/table-schema';

const indexInput = (index: (typeof tableSchema.indexes)[keyof typeof tableSchema.indexes]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    // Like the CDK table: the notifier reads new event items from the stream.
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: Object.values(tableSchema.indexes).map(indexInput),
  };
}

/** Creates the table unless it exists; an older data directory gets the indexes added since (one
 * at a time, as DynamoDB allows) and the time to live. Returns whether the table was created now, and
 * the added indexes. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<{ created: boolean; addedIndexes: string[] }> {
  const result = await ensureTableItself(client, tableName);
  await ensureTimeToLive(client, tableName);
  return result;
}

/** Like the CDK table: DynamoDB may delete items past their expiresAt (counters, idempotency keys). */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(
    new DescribeTimeToLiveCommand({ TableName: tableName }),
  );
  if (TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
    }),
  );
}

async function ensureTableItself(
  client: DynamoDBClient,
  tableName: string,
): Promise<{ created: boolean; addedIndexes: string[] }> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const wanted = createTableInput(tableName).GlobalSecondaryIndexes ?? [];
    const addedIndexes: string[] = [];
    for (const index of wanted) {
      if (!index.IndexName || existing.has(index.IndexName)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
      await waitForIndex(client, tableName, index.IndexName);
      addedIndexes.push(index.IndexName);
    }
    // A data directory from before the stream existed: switch it on.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
        }),
      );
    }
    return { created: false, addedIndexes };
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  return { created: true, addedIndexes: [] };
}

async function waitForIndex(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`DynamoDB Local did not finish creating the ${indexName} index`);
}

export function localDynamoClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}
