// The table's recurring small operations, in one place so every store reads, races and audits the same
// way: a partition read whole (every page of a Query: DynamoDB stops a page at 1 MB), a conditional
// write whose lost race is an answer (false), not a fault, and an audit record's sort key.

import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

type Item = Record<string, unknown>;

export interface PartitionRead {
  /** Only the items whose sort key starts with this. */
  prefix?: string;
  /** Only these attributes (a ProjectionExpression), with its `#name` placeholders. */
  projection?: { expression: string; names?: Record<string, string> };
  /** A strongly consistent read (the member's own records, read right after a write). */
  consistent?: boolean;
}

/** Every item of partition `pk` (under `prefix` when given), in sort-key order, every page of it. */
export async function partitionItems(pk: string, read: PartitionRead = {}): Promise<Item[]> {
  const { prefix, projection, consistent } = read;
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
        ...(projection ? { ProjectionExpression: projection.expression } : {}),
        ...(projection?.names ? { ExpressionAttributeNames: projection.names } : {}),
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** An audit record's sort key under `prefix`: time first, so a Query reads the records in order; the
 * random tail keeps two in one millisecond apart. */
export const auditSk = (prefix: string, at: number) =>
  `${prefix}${String(at).padStart(15, '0')}#${randomUUID()}`;

/** A conditional write: true when it was written, false when a condition failed or another write got
 * there first (isLostRace); any other failure is thrown. */
export async function writeUnlessRaced(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isLostRace(error)) return false;
    throw error;
  }
}

/** Cancellation reasons that mean "another write got to this item first": a lost race, not a fault. */
export const LOST_RACE = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/** True when DynamoDB refused because one of our conditions failed or another write got there first. */
export function isLostRace(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((r) => r.Code !== undefined && LOST_RACE.has(r.Code));
  }
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
