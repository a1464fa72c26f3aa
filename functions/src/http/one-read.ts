// A member's post request in one read: the post, the member's session record, their rate counter
// and the request's idempotency record come in one BatchGetItem (store/request-guards.ts); a write
// then puts the count and the record into the post's own transaction. An allowed offer, request,
// exchange step, create or delete costs one read and one TransactWriteItems (a delete then removes
// the events); a member's read of a post one
// read (plus the open wish's match Query). The rules are the ones the middlewares kept before:
// - a token from before a revocation is refused first (401), and nothing is counted;
// - every attempt counts: one refused by the use case (a 404, a 409, a bad body) writes its count on
//   its own (rate-limit-store countCall), as the middleware did; a 429 writes nothing;
// - Idempotency-Key: the same key and body get the first answer again (the post as the caller may
//   see it now, with the first status); another body is a 409; a retry that raced the first and lost
//   is "still being processed". A refused request leaves no record, so its key is not spent.
// Routes that use it pass `oneRead: oneReadFallback` to apiHandler: the auth middleware then leaves the
// session check to the route's read, and the fallback checks and counts a request refused before it.

import { IDEMPOTENCY_KEY_PATTERN, RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { commonMessages, notFoundMessages, postMessages } from '@bookwish/shared/domain/messages';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { type Conflict, type EventStore, isTombstone, type Tombstone } from '../app/ports.ts';
import { type PostView, viewFor } from '../app/post-commands.ts';
import { config } from '../config.ts';
import {
  appendGuarded,
  deletePostGuarded,
  dynamoEventStore,
  type GuardItem,
  type GuardRefused,
} from '../store/event-store.ts';
import { rememberValidAfter, sessionsValidAfter } from '../store/member-sessions.ts';
import { countCall, rateCountItem, rateDecisionOf } from '../store/rate-limit-store.ts';
import {
  bodyHashOf,
  type IdempotencyGuard,
  idempotencyRecordItem,
  idempotencyRecordSk,
  readGuarded,
} from '../store/request-guards.ts';
import type { ApiEvent, Caller } from './api-event.ts';
import { callerKeyOf, rateLimitOf, TooManyRequests } from './rate-limit.ts';
import { type ApiResponse, json, noContent } from './respond.ts';

/** The header a client names its request with (the same on every retry). */
const IDEMPOTENCY_HEADER = 'idempotency-key';

const signInAgain = () => new AppError('UNAUTHENTICATED', commonMessages.signInRequired);

function limitOf(event: ApiEvent) {
  const kind = rateLimitOf(event.routeKey);
  if (!kind) return null;
  const { limit, windowSeconds } = RATE_LIMITS[kind];
  return {
    caller: callerKeyOf(event),
    kind,
    window: { limit: limit * config().rateLimitScale, windowSeconds },
  };
}

/** The session check the auth middleware left to the read: refused when the token is from before the
 * member's last revocation (deleted account, sign-out everywhere, password change). */
function settleSession(event: ApiEvent, validAfter: number): void {
  const pending = event.pendingSession;
  if (!pending) return;
  event.pendingSession = undefined;
  rememberValidAfter(pending.uid, validAfter);
  if (pending.issuedAt <= validAfter) throw signInAgain();
}

/** The status of an answer with no body (a delete's). */
const NO_CONTENT = 204;

/** The post as the caller now sees it, or no body for a write that leaves none to see (a delete). */
function answer(status: number, view: PostView | null): ApiResponse {
  return status === NO_CONTENT || view === null ? noContent() : json(status, view);
}

/** What a write route tells the read: its post kind, the post (for a create, from the key) and the
 * status of its answer (204 for a delete, which answers with no post). */
export interface WriteTarget {
  kind: PostKind;
  /** The post the request is about; null for a create without a key (a new id, nothing to read). */
  postId: (key: string | undefined) => string | null;
  status: number;
}

/** Runs a post write (a create, an exchange step, a delete) behind one read and one transaction.
 * `run` gets the store to decide and write with: its first load of the post is the read's, and its
 * append (or delete) carries the count and the idempotency record. */
export async function postWrite(
  event: ApiEvent,
  target: WriteTarget,
  run: (store: EventStore) => Promise<PostView | null>,
): Promise<ApiResponse> {
  event.oneRead = true;
  const caller = event.caller ?? null;
  const limit = limitOf(event);
  const key = event.headers?.[IDEMPOTENCY_HEADER];
  const validKey = key !== undefined && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined;
  if (!caller) {
    // A visitor is refused by the use case (sign in first): counted by address, as every attempt.
    if (limit) {
      const decision = await countCall(limit.caller, limit.kind, limit.window);
      if (!decision.allowed) throw new TooManyRequests(decision.retryAfterSeconds);
    }
    if (key !== undefined && !validKey) throw new AppError('VALIDATION', commonMessages.badRequest);
    return answer(target.status, await run(dynamoEventStore));
  }
  const postId = target.postId(validKey);
  const guard: IdempotencyGuard | undefined =
    validKey && postId
      ? { sk: idempotencyRecordSk(caller.uid, event.routeKey, validKey), bodyHash: bodyHashOf(event.body) }
      : undefined;
  const nowMs = Date.now();
  const read = await readGuarded(
    {
      postId,
      uid: caller.uid,
      ...(limit ? { rate: { caller: limit.caller, kind: limit.kind } } : {}),
      ...(guard ? { idempotency: guard } : {}),
    },
    nowMs,
  );
  settleSession(event, read.validAfter);

  let counted = false;
  /** The count of a request that wrote nothing else: on its own, as before (its answer stands). */
  const countAlone = async () => {
    if (counted || !limit) return;
    counted = true;
    await countCall(limit.caller, limit.kind, limit.window).catch(() => undefined);
  };
  try {
    if (limit) {
      const decision = rateDecisionOf(read.rate, limit.window, nowMs);
      if (!decision.allowed) {
        counted = true;
        throw new TooManyRequests(decision.retryAfterSeconds);
      }
    }
    if (key !== undefined && !validKey) throw new AppError('VALIDATION', commonMessages.badRequest);
    if (guard && read.kept) {
      if (read.kept.bodyHash !== guard.bodyHash) {
        throw new AppError('CONFLICT', commonMessages.idempotencyKeyReused);
      }
      await countAlone();
      // A BatchGetItem reads each item on its own, not as one snapshot: the first request's transaction
      // (the post and this record together) can land between the two reads. The record proves the post
      // was written, so a missing post is read again before it is called gone.
      if (read.kept.status === NO_CONTENT) return noContent();
      const post = read.post ?? (postId ? await dynamoEventStore.load(postId) : null);
      return json(read.kept.status, replayView(target.kind, post, caller));
    }

    let appended = false;
    /** The post's own write (an append, a delete) with the request's record and count in it. */
    const guarded = async <Written extends { ok: true }>(
      id: string,
      expectedVersion: number,
      writeWith: (guards: GuardItem[]) => Promise<Written | Conflict | GuardRefused>,
    ): Promise<Written | Conflict> => {
      appended = true;
      const record: GuardItem[] =
        guard && id === postId ? [{ Put: idempotencyRecordItem(id, guard, target.status) }] : [];
      const write = async () => {
        const rate: GuardItem[] =
          limit && !counted
            ? [{ Update: rateCountItem(limit.caller, limit.kind, limit.window, read.rate, Date.now()) }]
            : [];
        return writeWith([...record, ...rate]);
      };
      let result = await write();
      for (let attempt = 1; !result.ok && !result.conflict && attempt <= 3; attempt++) {
        // The record's condition: the same key's first request got there first.
        if (record.length > 0 && result.refusedGuards.includes(0)) {
          throw new AppError('CONFLICT', commonMessages.requestInProgress);
        }
        if (result.busy) {
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt * Math.random()));
        } else if (limit) {
          // The count's condition: the window filled, or a racing call opened a new one, since the
          // read. Counted on its own then, and written without the count if the window has room.
          counted = true;
          const decision = await countCall(limit.caller, limit.kind, limit.window);
          if (!decision.allowed) throw new TooManyRequests(decision.retryAfterSeconds);
        }
        result = await write();
      }
      if (!result.ok && !result.conflict) {
        if (record.length > 0 && result.refusedGuards.includes(0)) {
          throw new AppError('CONFLICT', commonMessages.requestInProgress);
        }
        // Still busy after a few tries: told as a lost race (the use case says why, or to reload).
        return { ok: false, conflict: true, postId: id, expectedVersion };
      }
      if (result.ok) {
        counted = true;
        return result;
      }
      // A lost race: if the same key's first request is what won it, this is that request's retry.
      if (guard && record.length > 0) {
        const now = await readGuarded({ postId: id, idempotency: guard });
        if (now.kept?.bodyHash === guard.bodyHash) {
          throw new AppError('CONFLICT', commonMessages.requestInProgress);
        }
      }
      return result;
    };
    const store: EventStore = {
      ...dynamoEventStore,
      // Until the write, the post is the one the read found; after it (a lost race), read afresh.
      load: async (id) => (!appended && id === postId ? read.post : dynamoEventStore.load(id)),
      append: (id, expectedVersion, event, state) =>
        guarded(id, expectedVersion, (guards) => appendGuarded(id, expectedVersion, event, state, guards)),
      deletePost: (id, expectedVersion, now) =>
        guarded(id, expectedVersion, (guards) => deletePostGuarded(id, expectedVersion, now, guards)),
    };
    const view = await run(store);
    // An answer that needed no write of its own (the post a create's key already made) still counts.
    await countAlone();
    return answer(target.status, view);
  } catch (error) {
    if (!(error instanceof TooManyRequests)) await countAlone();
    // The read's items are not one snapshot either way round: the post can already carry the same
    // key's first request (so the use case refuses, "already offered") while its record was read
    // just before that transaction landed. The record now tells whether this is that request's retry.
    // A delete's first request leaves a post that is gone: its retry is refused as not found.
    const refusedAsDone =
      error instanceof AppError &&
      (error.code === 'CONFLICT' || (error.code === 'NOT_FOUND' && target.status === NO_CONTENT));
    if (guard && !read.kept && refusedAsDone) {
      const now = await readGuarded({ postId, idempotency: guard }).catch(() => null);
      if (now?.kept?.bodyHash === guard.bodyHash) {
        if (now.kept.status === NO_CONTENT) return noContent();
        return json(now.kept.status, replayView(target.kind, now.post, caller));
      }
    }
    throw error;
  }
}

/** A member's read of a post: the post and their session record in one read. Visitors (and a route
 * whose session was checked already) read the post alone, as before. */
export async function postReadStore(event: ApiEvent, postId: string): Promise<EventStore> {
  const caller = event.caller;
  if (!caller || !event.pendingSession) return dynamoEventStore;
  event.oneRead = true;
  const read = await readGuarded({ postId, uid: caller.uid });
  settleSession(event, read.validAfter);
  return { ...dynamoEventStore, load: async (id) => (id === postId ? read.post : dynamoEventStore.load(id)) };
}

/** A kept answer is shown as the caller may see the post now: a post gone since is a 404, one taken
 * down is hidden from members, an address they may no longer read is not handed back. */
function replayView(kind: PostKind, post: Post | Tombstone | null, caller: Caller): PostView {
  if (post === null || isTombstone(post) || post.kind !== kind) {
    throw new AppError('NOT_FOUND', notFoundMessages[kind]);
  }
  if (post.removed && !caller.volunteer) throw new AppError('NOT_FOUND', postMessages.removedByVolunteers);
  return viewFor(post, caller);
}

/** For the routes that read in one call: a request refused before its read (a body that is not JSON,
 * an id that cannot be one) still has its session checked and is counted, as the auth and rate-limit
 * middlewares did before any route code ran. */
export function oneReadFallback(): MiddlewareObj<ApiEvent, ApiResponse> {
  const settle = async (event: ApiEvent) => {
    if (event.pendingSession) settleSession(event, await sessionsValidAfter(event.pendingSession.uid));
  };
  return {
    after: async (request) => {
      await settle(request.event);
    },
    onError: async (request) => {
      const event = request.event;
      // The route made its read: it checked and counted, or the read itself failed (a store that does
      // not answer: asking it again would only keep the member waiting for the same 503).
      if (event.oneRead) return;
      try {
        await settle(event);
      } catch (error) {
        request.error = error as Error;
        return;
      }
      // Refused by the auth middleware (no caller set): not counted, as before.
      if (event.caller === undefined) return;
      const limit = limitOf(event);
      if (!limit) return;
      const decision = await countCall(limit.caller, limit.kind, limit.window);
      if (!decision.allowed) request.error = new TooManyRequests(decision.retryAfterSeconds);
    },
  };
}
