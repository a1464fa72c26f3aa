// What the recorder writes for the calls IAM authorises otherwise than the SDK names them: through a
// real client's middleware (the call fails afterwards: nothing listens at the endpoint).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AWS_CALLS_FILE_ENV, asFunction, type RecordedCall, recordCalls } from './call-recorder.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'bookwish-calls-'));
const before = {
  file: process.env[AWS_CALLS_FILE_ENV],
  table: process.env.TABLE_NAME,
  bucket: process.env.IMAGES_BUCKET,
};
let file = '';
let n = 0;

beforeEach(() => {
  file = path.join(dir, `calls-${n++}.jsonl`);
  process.env[AWS_CALLS_FILE_ENV] = file;
  process.env.TABLE_NAME = 'local-table';
  process.env.IMAGES_BUCKET = 'local-images';
});

afterAll(() => {
  for (const [name, value] of [
    [AWS_CALLS_FILE_ENV, before.file],
    ['TABLE_NAME', before.table],
    ['IMAGES_BUCKET', before.bucket],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

const options = {
  region: 'eu-west-1',
  // Nothing listens here: the call is recorded, then refused at once.
  endpoint: 'http://127.0.0.1:9',
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  maxAttempts: 1,
};

const recorded = (): RecordedCall[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RecordedCall);

describe('the AWS call recorder', () => {
  it('records a transaction as the item actions IAM authorises, with their partition keys', async () => {
    const dynamo = recordCalls('dynamodb', new DynamoDBClient(options));
    const command = new TransactWriteItemsCommand({
      TransactItems: [
        { Put: { TableName: 'local-table', Item: { pk: { S: 'POST#1' }, sk: { S: 'EV#1' } } } },
        {
          Update: {
            TableName: 'local-table',
            Key: { pk: { S: 'MEMBER#2' }, sk: { S: 'S' } },
            UpdateExpression: 'SET a = :a',
            ExpressionAttributeValues: { ':a': { N: '1' } },
          },
        },
        {
          ConditionCheck: {
            TableName: 'local-table',
            Key: { pk: { S: 'POST#1' }, sk: { S: 'STATE' } },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
    });
    await asFunction('wishlist-offer', () => dynamo.send(command)).catch(() => undefined);
    expect(recorded()).toEqual([
      {
        fn: 'wishlist-offer',
        action: 'dynamodb:PutItem',
        resource: { env: 'TABLE_NAME', kind: 'table' },
        leadingKeys: ['POST#1'],
      },
      {
        fn: 'wishlist-offer',
        action: 'dynamodb:UpdateItem',
        resource: { env: 'TABLE_NAME', kind: 'table' },
        leadingKeys: ['MEMBER#2'],
      },
      {
        fn: 'wishlist-offer',
        action: 'dynamodb:ConditionCheckItem',
        resource: { env: 'TABLE_NAME', kind: 'table' },
        leadingKeys: ['POST#1'],
      },
    ]);
  });

  it('records a Query of an index on the index, and a table Query with the partition key it names', async () => {
    const dynamo = recordCalls('dynamodb', new DynamoDBClient(options));
    await asFunction('thanks-list', async () => {
      await dynamo
        .send(
          new QueryCommand({
            TableName: 'local-table',
            IndexName: 'byWall',
            KeyConditionExpression: 'wallPk = :w',
            ExpressionAttributeValues: { ':w': { S: 'WALL' } },
          }),
        )
        .catch(() => undefined);
      await dynamo
        .send(
          new QueryCommand({
            TableName: 'local-table',
            KeyConditionExpression: '#p = :p',
            ExpressionAttributeNames: { '#p': 'pk' },
            ExpressionAttributeValues: { ':p': { S: 'POST#9' } },
          }),
        )
        .catch(() => undefined);
    });
    expect(recorded()).toEqual([
      {
        fn: 'thanks-list',
        action: 'dynamodb:Query',
        resource: { env: 'TABLE_NAME', kind: 'table', index: 'byWall' },
      },
      {
        fn: 'thanks-list',
        action: 'dynamodb:Query',
        resource: { env: 'TABLE_NAME', kind: 'table' },
        leadingKeys: ['POST#9'],
      },
    ]);
  });

  it('records HeadObject as s3:GetObject on the key and a list as s3:ListBucket on the bucket', async () => {
    const s3 = recordCalls('s3', new S3Client({ ...options, forcePathStyle: true }));
    await asFunction('search-index-stream', async () => {
      await s3
        .send(new HeadObjectCommand({ Bucket: 'local-images', Key: 'search/index.json' }))
        .catch(() => undefined);
      await s3
        .send(new ListObjectsV2Command({ Bucket: 'local-images', Prefix: 'uploads/' }))
        .catch(() => undefined);
    });
    expect(recorded()).toEqual([
      {
        fn: 'search-index-stream',
        action: 's3:GetObject',
        resource: { env: 'IMAGES_BUCKET', kind: 'object', key: 'search/index.json' },
      },
      {
        fn: 'search-index-stream',
        action: 's3:ListBucket',
        resource: { env: 'IMAGES_BUCKET', kind: 'bucket' },
      },
    ]);
  });

  it('names a resource no variable of the function holds by its local name, and records nothing outside a function', async () => {
    const dynamo = recordCalls('dynamodb', new DynamoDBClient(options));
    const get = (table: string) =>
      dynamo
        .send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :p',
            ExpressionAttributeValues: { ':p': { S: 'X#1' } },
          }),
        )
        .catch(() => undefined);
    await get('not-ours');
    await asFunction('search', () => get('another-table'));
    expect(recorded()).toEqual([
      {
        fn: 'search',
        action: 'dynamodb:Query',
        resource: { env: null, name: 'another-table', kind: 'table' },
        leadingKeys: ['X#1'],
      },
    ]);
  });
});
