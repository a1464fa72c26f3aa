// What the report path reads about a reporter (domain/reports.ts standingOf): when their account was
// made (the user pool's UserCreateDate, one AdminGetUser: the pool is the one place that knows it for
// every account, old ones included), whether they finished an exchange (their GIVING counts) or own a
// post (one item of the byOwner index, per kind, asked only when no exchange finished), and how many
// reports they made in the last 24 hours (their REPORT# records, counted). All in parallel: one round
// trip more than any other step, paid by reports only. Locally the pool is cognito-local through the
// shim, whose account dates follow the app's clock (local/cognito-emulator.ts), so the test clock ages
// accounts as time does in AWS.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReporterFactsReader } from '../app/ports.ts';
import { readUserPool, UserPoolError } from '../aws/cognito-reads.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { givingCounts, listByOwner } from './event-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the account was made (epoch ms), or null when the pool has no such user (a deleted account). */
async function joinedAt(uid: string): Promise<number | null> {
  try {
    const user = await readUserPool('AdminGetUser', { UserPoolId: config().userPoolId, Username: uid });
    const created = user.UserCreateDate;
    // AWS JSON gives epoch seconds; an ISO date is read too.
    if (typeof created === 'number') return Math.round(created * 1000);
    if (typeof created === 'string' && !Number.isNaN(Date.parse(created))) return Date.parse(created);
    return null;
  } catch (error) {
    if (error instanceof UserPoolError && error.name === 'UserNotFoundException') return null;
    throw error;
  }
}

async function active(uid: string): Promise<boolean> {
  const { booksGiven, booksReceived } = await givingCounts(uid);
  if (booksGiven + booksReceived > 0) return true;
  const owned = await Promise.all(
    (['wishlist', 'treat'] as const).map((kind) => listByOwner(kind, uid, { limit: 1 })),
  );
  return owned.some((page) => page.items.length > 0);
}

/** The member's reports made since `since` (their REPORT# records carry when). */
async function reportsSince(uid: string, since: number): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#at >= :since',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':pk': `MEMBER#${uid}`, ':prefix': 'REPORT#', ':since': since },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export const dynamoReporterFacts: ReporterFactsReader = {
  async factsOf(uid, now) {
    const [joined, isActive, reportsToday] = await Promise.all([
      joinedAt(uid),
      active(uid),
      reportsSince(uid, now - DAY_MS),
    ]);
    return { joinedAt: joined, active: isActive, reportsToday };
  },
};
