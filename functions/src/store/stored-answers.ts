// The kept Idempotency-Key answers as account deletion sees them (the records Powertools writes,
// store/idempotency-store.ts): apart from that module so the deletion function does not bundle
// Powertools' persistence layer.

import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import type { StoredAnswers } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export const IDEMPOTENCY_PK = 'IDEMPOTENCY';

/** Where Powertools keeps the first answer (its `dataAttr`), set in both places so they agree. */
export const ANSWER_ATTR = 'data';

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
