// Input parsing for the use cases: a shared zod schema, or the VALIDATION error with the spec's texts.
// A list page's query string has its own zod-free parser (shared list-queries.ts), so a read that
// parses nothing else carries no zod, and so have an exchange step's body (step-bodies.ts), a
// create's (post-bodies.ts) and the avatar's (account-bodies.ts); validate.ts imports zod's types only.

import type { QueryResult } from '@bookwish/shared/domain/list-queries';
import { validate } from '@bookwish/shared/domain/schemas/errors';
import type * as z from 'zod/mini';
import { AppError } from './app-error.ts';

export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = validate(schema, input);
  if (!result.ok) throw AppError.from(result.error);
  return result.data;
}

/** A list page's query string, or the VALIDATION error with the spec's texts. */
export function parseQuery<T>(parser: (input: unknown) => QueryResult<T>, input: unknown): T {
  const result = parser(input);
  if (!result.ok) throw AppError.from(result.error);
  return result.data;
}

/** An exchange step's body (shared step-bodies.ts): the same, with the step's texts. */
export const parseBody = parseQuery;
