// Creates the single table locally from the same schema the CDK stack uses (idempotent).

import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { keyAttributes, tableSchema } from '../store/table-schema.ts';

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

/** Creates the table unless it exists. Returns true when it was created now. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A data directory from before the stream existed: switch it on.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
        }),
      );
    }
    // A data directory from before an index existed (e.g. byDue, issue 12): add it. Items written
    // before carry no key for it until their next write.
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    for (const index of Object.values(tableSchema.indexes)) {
      if (existing.has(index.name)) continue;
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S' as const,
          })),
          GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }],
        }),
      );
    }
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  return true;
}

export function localDynamoClient(endpoint: string, region: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}
