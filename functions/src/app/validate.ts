// Input parsing for the use cases: a shared zod schema, or the VALIDATION error with the spec's texts.

import { validate } from '@bookwish/shared/domain/schemas/errors';
import type * as z from 'zod';
import { AppError } from './app-error.ts';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw AppError.from(result.error);
  return result.data;
}
