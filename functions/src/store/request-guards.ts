// What a member's post request must know before it decides, read in the same call as the post: one
// strongly consistent BatchGetItem of up to four keys, the post's STATE, the member's session record
// (revoked tokens), their rate counter, and the request's idempotency record. BatchGetItem, not a
// Query of the post's partition: the session and the counter live in the member's partitions, and
// only a batch read reaches several partitions in one round trip (measured: npm run bench -- offer).
// What the request then writes (the count, the record) goes into the post's own transaction
// (event-store.ts appendGuarded).
//
// Idempotency records live in the post's partition: pk `POST#<id>`, sk `IDEM#<sha-256 of member,
// route and key>`, with the sha-256 of the request body, the answer's status code and expiresAt (the
// table's TTL, epoch s; also checked here, TTL deletes late). Written in the same transaction as the
// event it answers, so a record exists exactly when its write happened: no in-progress state, and a
// refused request leaves none (its key is not spent). It keeps no answer: a replay shows the post as
// the caller may see it now, so nothing personal is kept in it (account deletion has nothing to
// erase there). No index keys: in no list; the post's event Queries never reach `IDEM#`.

import { createHash } from 'node:crypto';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_KEY_TTL_SECONDS } from '@bookwish/shared/domain/constants';
import type { Post } from '@bookwish/shared/domain/types';
import { postPk, STATE_SK, tableSchema } from '@bookwish/shared/storage/table-schema';
import type { Tombstone } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { stripStorage } from './event-store.ts';
import { sessionKey, validAfterOf } from './member-sessions.ts';
import { type RateSeen, rateKey, rateSeenOf } from './rate-limit-store.ts';

export interface IdempotencyGuard {
  /** The record's sort key (idempotencyRecordSk). */
  sk: string;
  bodyHash: string;
}

export interface GuardedReadRequest {
  /** The post to load; null for a new post with no key (nothing to load). */
  postId: string | null;
  /** The member whose session record is read. */
  uid?: string;
  rate?: { caller: string; kind: string };
  idempotency?: IdempotencyGuard;
}

export interface KeptAnswer {
  bodyHash: string;
  status: number;
}

export interface GuardedRead {
  post: Post | Tombstone | null;
  validAfter: number;
  rate: RateSeen | null;
  /** The first answer's record for this key (null: none, or expired). */
  kept: KeptAnswer | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The record of one member's key on one route (the post is its partition). */
export const idempotencyRecordSk = (uid: string, routeKey: string, key: string) =>
  `IDEM#${sha256(`${uid}\n${routeKey}\n${key}`)}`;

/** The same key with a different body is another request: compared by this. */
export const bodyHashOf = (body: string | undefined) => sha256(body ?? '');

/** The table's TTL attribute: DynamoDB deletes a record some time after it; the read checks it too. */
const TTL = tableSchema.timeToLiveAttribute;

type Key = { pk: string; sk: string };
const sameKey = (a: Record<string, unknown>, b: Key) => a.pk === b.pk && a.sk === b.sk;

/** One BatchGetItem (strongly consistent) of the post and whatever the request guards with. */
export async function readGuarded(request: GuardedReadRequest, nowMs = Date.now()): Promise<GuardedRead> {
  const table = config().tableName;
  const postKey = request.postId ? { pk: postPk(request.postId), sk: STATE_SK } : null;
  const session = request.uid ? sessionKey(request.uid) : null;
  const rate = request.rate ? rateKey(request.rate.caller, request.rate.kind) : null;
  const record =
    request.postId && request.idempotency ? { pk: postPk(request.postId), sk: request.idempotency.sk } : null;
  const wanted = [postKey, session, rate, record].filter((key): key is Key => key !== null);
  const found: Record<string, unknown>[] = [];
  let keys: Record<string, unknown>[] | undefined = wanted;
  // BatchGet may hand some keys back under load: ask again for those.
  while (keys && keys.length > 0) {
    const result = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
    );
    found.push(...(result.Responses?.[table] ?? []));
    keys = result.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
  }
  const itemOf = (key: Key | null) => (key ? found.find((item) => sameKey(item, key)) : undefined);
  const recordItem = itemOf(record);
  const live = recordItem && Number(recordItem[TTL] ?? 0) * 1000 > nowMs;
  return {
    post: postOf(request.postId, itemOf(postKey)),
    validAfter: validAfterOf(itemOf(session)),
    rate: rateSeenOf(itemOf(rate)),
    kept: live ? { bodyHash: String(recordItem.bodyHash), status: Number(recordItem.status) } : null,
  };
}

function postOf(postId: string | null, item: Record<string, unknown> | undefined): Post | Tombstone | null {
  if (!postId || !item) return null;
  if (item.entity === 'tombstone') {
    return {
      tombstone: true,
      id: postId,
      kind: item.kind as Post['kind'],
      deletedAt: item.deletedAt as number,
    } satisfies Tombstone;
  }
  return stripStorage<Post>(item);
}

/** The record of a first answer, as a Put for the post's transaction: refused if a live record of
 * the same key is already there (a retry that raced the first and lost). */
export function idempotencyRecordItem(
  postId: string,
  guard: IdempotencyGuard,
  status: number,
  nowMs = Date.now(),
) {
  const now = Math.floor(nowMs / 1000);
  return {
    TableName: config().tableName,
    Item: {
      pk: postPk(postId),
      sk: guard.sk,
      entity: 'idempotency',
      bodyHash: guard.bodyHash,
      status,
      [TTL]: now + IDEMPOTENCY_KEY_TTL_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk) OR #expires <= :now',
    ExpressionAttributeNames: { '#expires': TTL },
    ExpressionAttributeValues: { ':now': now },
  };
}
