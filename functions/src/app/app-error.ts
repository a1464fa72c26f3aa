// The one error type a use case throws: a code from DESIGN.md and the member-facing text. The HTTP
// adapter (http/error-mapper.ts) turns it into `{ error: { code, message, fields? } }` with a status.

import type { DomainError, ErrorCode } from '@bookwish/shared/domain/types';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (fields && Object.keys(fields).length > 0) this.fields = fields;
  }

  static from(error: DomainError): AppError {
    return new AppError(error.code, error.message, error.fields);
  }
}
