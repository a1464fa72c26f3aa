// Fixed-window call counters, one item per caller and kind of call, in the single table: pk
// `RATE#<caller>`, sk `<kind>`, hits, windowEnds (epoch ms), expiresAt (the table's TTL, epoch s).
// A window opens at the caller's first call and lasts windowSeconds. The usual call is one
// conditional UpdateItem (count it if the window is open and not full); only the first call of a
// window writes a second time. Chosen over a library (Powertools has no rate limiter) and over an
// in-memory count (every Lambda instance would count alone). No index keys: in no list.

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

const keyOf = (caller: string, kind: string) => ({ pk: `RATE#${caller}`, sk: kind });

/** Counts one call of `caller` (`member#<uid>` or `ip#<address>`); refused once the window is full. */
export async function countCall(
  caller: string,
  kind: string,
  window: RateWindow,
  nowMs = Date.now(),
): Promise<RateDecision> {
  const TableName = config().tableName;
  const Key = keyOf(caller, kind);
  // Two starts racing for a fresh window: the loser counts in the winner's window on its next turn.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: 'ADD hits :one',
          ConditionExpression: 'windowEnds > :now AND hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':now': nowMs, ':limit': window.limit },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // The old item comes back unconverted (AttributeValue shape): only its window end is needed.
      const windowEnds = Number(error.Item?.windowEnds?.N ?? 0);
      if (windowEnds > nowMs) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - nowMs) / 1000)) };
      }
    }
    const windowEnds = nowMs + window.windowSeconds * 1000;
    try {
      await dynamo().send(
        new PutCommand({
          TableName,
          Item: {
            ...Key,
            entity: 'rate',
            hits: 1,
            windowEnds,
            // Gone a minute after the window closes (TTL deletes late; the code never relies on it).
            expiresAt: Math.ceil(windowEnds / 1000) + 60,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR windowEnds <= :now',
          ExpressionAttributeValues: { ':now': nowMs },
        }),
      );
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return { allowed: false, retryAfterSeconds: 1 };
}
