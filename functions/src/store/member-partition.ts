// Reads a member's own partition, `MEMBER#<uid>`, every page of it (a member with many joined posts or
// sent messages has more than one): the records whose sort key starts with a prefix, or all of them.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

type Item = Record<string, unknown>;

export const memberPk = (uid: string) => `MEMBER#${uid}`;

/** Every item of the member's partition under `prefix` (the whole partition without one), consistent,
 * with only `projection`'s attributes when given. */
export async function memberItems(
  uid: string,
  { prefix, projection }: { prefix?: string; projection?: string } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': memberPk(uid), ...(prefix ? { ':prefix': prefix } : {}) },
        ...(projection ? { ProjectionExpression: projection } : {}),
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
