// Idempotency-Key on creates and transitions (issue 10): a retried request with the member's same key
// gets the first answer again (same post, same status), never a second post or a second event.
// The same key with a different body is a 409; a retry while the first is still running is a 409 too.
// Powertools' middy middleware does the work (store/idempotency-store.ts). Wrapped for two reasons:
// - its onError deletes the key's record on any error, even when the error was its own refusal of a
//   mismatched or concurrent retry, which would erase the first request's record and let the next
//   retry create a second post: here only a call that wrote the in-progress record may delete it;
// - a replay is handed to the route function to return (not a middy early return), so the access
//   log and x-request-id still apply.
// No key: nothing changes (older clients, curl).

import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import { IDEMPOTENCY_KEY_PATTERN } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { idempotencySettings } from '../store/idempotency-store.ts';
import type { ApiEvent } from './api-event.ts';
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
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', messages.common.badRequest);
      inner ??= makeHandlerIdempotent(idempotencySettings());
      let replay: unknown;
      try {
        replay = await inner.before?.(request as never);
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'IdempotencyValidationError') {
          throw new AppError('CONFLICT', messages.common.idempotencyKeyReused);
        }
        if (name === 'IdempotencyAlreadyInProgressError') {
          throw new AppError('CONFLICT', messages.common.requestInProgress);
        }
        throw error;
      }
      if (replay === undefined) owners.add(request.event);
      else request.event.replay = replay as ApiResponse;
    },
    after: async (request) => {
      if (owners.has(request.event)) await inner?.after?.(request as never);
    },
    onError: async (request) => {
      if (owners.has(request.event)) await inner?.onError?.(request as never);
    },
  };
}
