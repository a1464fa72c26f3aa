// The one place an error becomes a response. AppError carries its own code and text; a store that did
// not answer in time becomes a 503 (the spec's try-again text, nothing changed that a retry would
// double); anything else (SDK failure, bug) is logged server-side by name and becomes a 500 with the
// spec's text only.

import { commonMessages } from '@bookwish/shared/domain/messages';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { isStoreUnavailable, STATUS_OF } from './api-error.ts';
import type { ApiEvent } from './api-event.ts';
import { logger, requestIdOf } from './logging.ts';
import { type ApiResponse, json } from './respond.ts';

export function errorBody(error: AppError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/** Where the error was thrown, without its first line: that line repeats the message, which an SDK
 * fills with a key or a value it refused (an email, an address). */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function toResponse(error: unknown, requestId: string): ApiResponse {
  if (error instanceof AppError) {
    const response = json(STATUS_OF[error.code], errorBody(error));
    // A 429 says when to come back (rate-limit.ts).
    if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') {
      response.headers = { ...response.headers, 'retry-after': String(error.retryAfterSeconds) };
    }
    return response;
  }
  // Name and stack only: SDK messages may quote keys or values, so the message is left out.
  const err = error instanceof Error ? error : new Error(String(error));
  if (isStoreUnavailable(err)) {
    logger.warn('store unavailable', { requestId, errorName: err.name });
    const response = json(503, errorBody(new AppError('UNAVAILABLE', commonMessages.unexpected)));
    return { ...response, headers: { ...response.headers, 'retry-after': '1' } };
  }
  logger.error('unhandled error', { requestId, errorName: err.name, stack: framesOf(err) });
  return json(500, errorBody(new AppError('INTERNAL', commonMessages.unexpected)));
}

export function errorMapper(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    onError: (request) => {
      request.response = toResponse(request.error, requestIdOf(request.event, request.context.awsRequestId));
    },
  };
}
