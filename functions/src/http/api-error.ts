// HTTP statuses for the application's error codes (DESIGN.md).

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
};
