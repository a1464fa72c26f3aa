// Where Idempotency-Key records live: Powertools' DynamoDB persistence layer on the single table.
// Item: pk `IDEMPOTENCY`, sk `<function name>#<md5 of member, route, path and key>`, status,
// expiresAt (the table's TTL attribute, epoch s; Powertools also checks it itself), the first answer
// and a hash of the request body. No index keys: in no list. Records go after 24 h.
// Account deletion erases every kept answer that mentions the member (stored-answers.ts).
// Powertools over our own: it already handles the in-progress lock (expiring with the function's
// remaining time), the expired-record retake and the payload check, against the same table keys.

import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IDEMPOTENCY_KEY_TTL_SECONDS } from '@bookwish/shared/domain/constants';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { ANSWER_ATTR, IDEMPOTENCY_PK } from './stored-answers.ts';

export { IDEMPOTENCY_PK };

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
