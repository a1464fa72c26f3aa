// Per-member "valid after" mark: id tokens issued at or before this second are refused by the API.
// Written by account deletion, sign-out everywhere and a password change; read on every authenticated
// call (one GetItem, remembered per warm function for a few seconds, so a revocation made by another
// function reaches this one within SESSION_CACHE_MS; one made here is seen at once).
// Item: pk `MEMBER#<uid>`, sk `SESSION`, validAfter (epoch seconds). No index keys, so it is in no list.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionMarks } from '../app/notify-ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export const SESSION_CACHE_MS = 3000;

const cache = new Map<string, { validAfter: number; readAt: number }>();

const keyOf = (uid: string) => ({ pk: `MEMBER#${uid}`, sk: 'SESSION' });

/** The session record's key, for a read that takes it along with others (store/request-guards.ts). */
export const sessionKey = keyOf;

/** A suspended member's mark: every token they hold or could be given is refused. */
export const SUSPENDED = Number.MAX_SAFE_INTEGER;

/** The "valid after" second a read of the session record found (0: none revoked). A suspension
 * (volunteers, app/suspend-member.ts) rides the same read, so refusing it costs no call of its own:
 * aws-jwt-verify knows nothing of revocation, and Cognito's disable stops only new sign-ins. */
export const validAfterOf = (item: Record<string, unknown> | undefined): number => {
  if (item?.suspendedAt !== undefined) return SUSPENDED;
  return typeof item?.validAfter === 'number' ? item.validAfter : 0;
};

/** The second at or before which this member's tokens are revoked (0: none revoked). */
export async function sessionsValidAfter(uid: string, nowMs = Date.now()): Promise<number> {
  const hit = cache.get(uid);
  if (hit && nowMs - hit.readAt < SESSION_CACHE_MS) return hit.validAfter;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().tableName, Key: keyOf(uid), ConsistentRead: true }),
  );
  const validAfter = validAfterOf(Item);
  if (cache.size > 10_000) cache.clear();
  cache.set(uid, { validAfter, readAt: nowMs });
  return validAfter;
}

/** A mark read along with other items (store/request-guards.ts): remembered as if read here. */
export function rememberValidAfter(uid: string, validAfter: number, nowMs = Date.now()): void {
  // Never back: a read that began before a revocation made here must not forget it.
  if ((cache.get(uid)?.validAfter ?? 0) > validAfter) return;
  if (cache.size > 10_000) cache.clear();
  cache.set(uid, { validAfter, readAt: nowMs });
}

/** Revokes every token the member holds now. Resolves in the next second, so a sign-in right after
 * (iat in a later second) is not revoked too: tokens carry whole seconds. */
export async function revokeSessions(uid: string, nowMs = Date.now()): Promise<void> {
  const second = Math.floor(nowMs / 1000);
  // Never moves back: an older mark written late must not revive tokens a newer one revoked.
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: keyOf(uid),
        UpdateExpression: 'SET validAfter = :second',
        ConditionExpression: 'attribute_not_exists(validAfter) OR validAfter < :second',
        ExpressionAttributeValues: { ':second': second },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
  cache.set(uid, { validAfter: second, readAt: nowMs });
  const wait = (second + 1) * 1000 - Date.now() + 5;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Suspends the member: the flag every authenticated call reads (above), with who did it, when and
 * why (the audit the volunteers' queue shows). Seen at once by this function, and by others within
 * SESSION_CACHE_MS, as a revocation is. */
export async function suspendSessions(
  uid: string,
  by: { uid: string; name: string },
  reason: string,
  nowMs = Date.now(),
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keyOf(uid),
      UpdateExpression: 'SET suspendedAt = :at, suspendedBy = :by, suspendReason = :reason',
      ExpressionAttributeValues: { ':at': nowMs, ':by': by, ':reason': reason },
    }),
  );
  cache.set(uid, { validAfter: SUSPENDED, readAt: nowMs });
}

/** The SessionMarks port. */
export const dynamoSessionMarks: SessionMarks = { revoke: (uid) => revokeSessions(uid) };
