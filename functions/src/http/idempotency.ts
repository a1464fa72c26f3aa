// Idempotency-Key on creates and transitions: a retried request with the member's same key
// gets the first answer again (same post, same status), never a second post or a second event.
// The same key with a different body is a 409; a retry while the first is still running is a 409 too.
// Powertools' middy middleware does the work (store/idempotency-store.ts). Wrapped for two reasons:
// - its onError deletes the key's record on any error, even when the error was its own refusal of a
//   mismatched or concurrent retry, which would erase the first request's record and let the next
//   retry create a second post: here only a call that wrote the in-progress record may delete it;
// - a replay is handed to the route function to return (not a middy early return), so the access
//   log and x-request-id still apply.
// - a replayed post answer is the post as the caller may see it NOW (same status code): an answer kept
//   for 24 h must not hand back what the caller could no longer read (an address after a reopen, a
//   member's data after their account was deleted), and a post gone since is a 404.
// No key: nothing changes (older clients, curl).

import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import { IDEMPOTENCY_KEY_PATTERN } from '@bookwish/shared/domain/constants';
import { commonMessages, notFoundMessages, postMessages } from '@bookwish/shared/domain/messages';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { loadPost, viewFor } from '../app/post-commands.ts';
import { idempotencySettings } from '../store/idempotency-store.ts';
import type { ApiEvent, Caller } from './api-event.ts';
import { postDeps } from './deps.ts';
import type { ApiResponse } from './respond.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

type Inner = ReturnType<typeof makeHandlerIdempotent>;

export function idempotency(): MiddlewareObj<ApiEvent, ApiResponse> {
  let inner: Inner | undefined;
  // Requests whose in-progress record this function wrote: only they complete or release it.
  const owners = new WeakSet<ApiEvent>();
  return {
    before: async (request) => {
      const key = request.event.headers?.[IDEMPOTENCY_HEADER];
      if (key === undefined) return;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', commonMessages.badRequest);
      inner ??= makeHandlerIdempotent(idempotencySettings());
      let replay: unknown;
      try {
        replay = await inner.before?.(request as never);
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'IdempotencyValidationError') {
          throw new AppError('CONFLICT', commonMessages.idempotencyKeyReused);
        }
        if (name === 'IdempotencyAlreadyInProgressError') {
          throw new AppError('CONFLICT', commonMessages.requestInProgress);
        }
        throw error;
      }
      if (replay === undefined) owners.add(request.event);
      else request.event.replay = await currentAnswer(replay as ApiResponse, request.event.caller ?? null);
    },
    after: async (request) => {
      if (owners.has(request.event)) await inner?.after?.(request as never);
    },
    onError: async (request) => {
      if (owners.has(request.event)) await inner?.onError?.(request as never);
    },
  };
}

const POST_KINDS: readonly string[] = ['wishlist', 'treat'];

/** A kept answer that is a post: re-read and shown as the caller may see it now. Anything else (a
 * delete's 204) is replayed as kept. */
async function currentAnswer(replay: ApiResponse, caller: Caller | null): Promise<ApiResponse> {
  let kept: unknown;
  try {
    kept = typeof replay.body === 'string' ? JSON.parse(replay.body) : undefined;
  } catch {
    return replay;
  }
  const { id, kind } = (kept ?? {}) as { id?: unknown; kind?: unknown };
  if (typeof id !== 'string' || typeof kind !== 'string' || !POST_KINDS.includes(kind)) return replay;
  const post = await loadPost(postDeps.store, kind as PostKind, id);
  if (!post) throw new AppError('NOT_FOUND', notFoundMessages[kind as PostKind]);
  if (post.removed && !caller?.volunteer) throw new AppError('NOT_FOUND', postMessages.removedByVolunteers);
  return { ...replay, body: JSON.stringify(viewFor(post, caller)) };
}
