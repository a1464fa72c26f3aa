// Fixed-window call counters, one item per caller and kind of call, in the single table: pk
// `RATE#<caller>`, sk `<kind>`, hits, windowEnds (epoch ms), expiresAt (the table's TTL, epoch s).
// A window opens at the caller's first call and lasts windowSeconds. The usual call is one
// conditional UpdateItem (count it if the window is open and not full); only the first call of a
// window writes a second time. Chosen over a library (Powertools has no rate limiter) and over an
// in-memory count (every Lambda instance would count alone). No index keys: in no list.
// A post write counts inside its own transaction instead (rateCountItem): the counter is read with
// the post (one BatchGetItem, store/request-guards.ts) and written with the event, so an allowed
// write costs no call of its own and a refused one writes nothing.

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateWindow {
  limit: number;
  windowSeconds: number;
}

export const rateKey = (caller: string, kind: string) => ({ pk: `RATE#${caller}`, sk: kind });
const keyOf = rateKey;

/** The counter as a read found it (null: never counted, or gone with its TTL). */
export interface RateSeen {
  hits: number;
  windowEnds: number;
}

export function rateSeenOf(item: Record<string, unknown> | undefined): RateSeen | null {
  if (!item) return null;
  return { hits: Number(item.hits ?? 0), windowEnds: Number(item.windowEnds ?? 0) };
}

/** What the counter as read says of one more call: refused while its open window is full. */
export function rateDecisionOf(seen: RateSeen | null, window: RateWindow, nowMs: number): RateDecision {
  if (seen && seen.windowEnds > nowMs && seen.hits >= window.limit) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((seen.windowEnds - nowMs) / 1000)) };
  }
  return { allowed: true };
}

/** The count of one call, as an Update for a transaction: one more in the open window the read saw,
 * or a new window when it saw none open. Its condition fails if the window filled or a racing call
 * opened a window meanwhile: the whole transaction is then refused and writes nothing. */
export function rateCountItem(
  caller: string,
  kind: string,
  window: RateWindow,
  seen: RateSeen | null,
  nowMs: number,
) {
  const base = { TableName: config().tableName, Key: keyOf(caller, kind) };
  if (seen && seen.windowEnds > nowMs) {
    return {
      ...base,
      UpdateExpression: 'ADD hits :one',
      ConditionExpression: 'windowEnds > :now AND hits < :limit',
      ExpressionAttributeValues: { ':one': 1, ':now': nowMs, ':limit': window.limit },
    };
  }
  const windowEnds = nowMs + window.windowSeconds * 1000;
  return {
    ...base,
    UpdateExpression: 'SET entity = :rate, hits = :one, windowEnds = :ends, expiresAt = :expires',
    ConditionExpression: 'attribute_not_exists(pk) OR windowEnds <= :now',
    ExpressionAttributeValues: {
      ':rate': 'rate',
      ':one': 1,
      ':ends': windowEnds,
      ':expires': Math.ceil(windowEnds / 1000) + 60,
      ':now': nowMs,
    },
  };
}

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
