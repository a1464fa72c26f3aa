// HTTP statuses for the application's error codes (DESIGN.md), and which failures mean "try again".

import type { ErrorCode } from '@bookwish/shared/domain/types';

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Error names and socket codes of a store that did not answer (after the SDK's retries): a stall,
 * a refused or dropped connection, or the service itself saying it is overloaded. */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  // The user pool's own words for the same (cognito-reads.ts).
  'TooManyRequestsException',
  'InternalErrorException',
]);
const UNAVAILABLE_CODES = new Set(['ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH']);

export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return UNAVAILABLE_NAMES.has(error.name) || (typeof code === 'string' && UNAVAILABLE_CODES.has(code));
}
