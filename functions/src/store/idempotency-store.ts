// Where Idempotency-Key records live: Powertools' DynamoDB persistence layer on the single table.
// Item: pk `IDEMPOTENCY`, sk `<function name>#<md5 of member, route, path and key>`, status,
// expiresAt (the table's TTL attribute, epoch s; Powertools also checks it itself), the first answer
// and a hash of the request body. No index keys: in no list. Records go after 24 h.
// Account deletion erases every kept answer that mentions the member (dynamoStoredAnswers).
// Powertools over our own: it already handles the in-progress lock (expiring with the function's
// remaining time), the expired-record retake and the payload check, against the same table keys.

import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_KEY_TTL_SECONDS } from '@bookwish/shared/domain/constants';
import type { StoredAnswers } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { tableSchema } from './table-schema.ts';

export const IDEMPOTENCY_PK = 'IDEMPOTENCY';

/** Where Powertools keeps the first answer (its default `dataAttr`), set here so both agree. */
const ANSWER_ATTR = 'data';

/** One per route function, made on its first keyed call (the table name is read then). */
export function idempotencySettings() {
  return {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: config().tableName,
      keyAttr: tableSchema.partitionKey,
      sortKeyAttr: tableSchema.sortKey,
      staticPkValue: IDEMPOTENCY_PK,
      expiryAttr: tableSchema.timeToLiveAttribute,
      dataAttr: ANSWER_ATTR,
      // Its own low-level client: the layer speaks AttributeValues, not the document client's shapes.
      awsSdkV3Client: new DynamoDBClient(clientOptions('dynamodb')),
    }),
    config: new IdempotencyConfig({
      // A key is the member's own, for one route and one path: another member's same key, or the
      // same key on another post, is another request.
      eventKeyJmesPath: '[caller.uid, routeKey, rawPath, headers."idempotency-key"]',
      // The raw body: the same key with a different body is refused, not replayed.
      payloadValidationJmesPath: 'body',
      expiresAfterSeconds: IDEMPOTENCY_KEY_TTL_SECONDS,
    }),
  };
}

/** Account deletion: every kept first answer whose body mentions the member (their id, email or
 * quoted name, as it appears in the body's JSON) is deleted, whoever made the request: a replay must never
 * hand their data back. One Query of the records' partition (24 h of keyed requests), filtered. */
export const dynamoStoredAnswers: StoredAnswers = {
  async eraseMentioning(needles) {
    if (needles.length === 0) return;
    const values = Object.fromEntries(needles.map((n, i) => [`:n${i}`, n]));
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: config().tableName,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: needles.map((_, i) => `contains(#data.#body, :n${i})`).join(' OR '),
          ExpressionAttributeNames: {
            '#pk': tableSchema.partitionKey,
            '#sk': tableSchema.sortKey,
            '#data': ANSWER_ATTR,
            '#body': 'body',
          },
          ExpressionAttributeValues: { ':pk': IDEMPOTENCY_PK, ...values },
          ProjectionExpression: '#pk, #sk',
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) {
        await dynamo().send(
          new DeleteCommand({
            TableName: config().tableName,
            Key: {
              [tableSchema.partitionKey]: item[tableSchema.partitionKey],
              [tableSchema.sortKey]: item[tableSchema.sortKey],
            },
          }),
        );
      }
      start = page.LastEvaluatedKey;
    } while (start);
  },
};
