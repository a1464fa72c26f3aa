// The one error type a handler throws. The error mapper turns it into DESIGN.md's
// `{ error: { code, message, fields? } }` with the status for its code.

import type { DomainError, ErrorCode } from '@bookwish/shared/domain/types';

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  INTERNAL: 500,
};

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    if (fields && Object.keys(fields).length > 0) this.fields = fields;
  }

  get status(): number {
    return STATUS_OF[this.code];
  }

  static from(error: DomainError): ApiError {
    return new ApiError(error.code, error.message, error.fields);
  }
}
