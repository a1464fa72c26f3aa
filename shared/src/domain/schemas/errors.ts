// zod schemas shared by the web forms and the handlers: a ZodError turned into the API's error shape.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import type * as z from 'zod/mini';
import { commonMessages } from '../messages.ts';
import type { DomainError } from '../types.ts';

/** `message` is the first issue's message (spec order); `fields` maps each field to its first message. */
export function firstIssues(error: z.core.$ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.filter((p) => typeof p === 'string').join('.');
    if (field !== '' && !(field in fields)) fields[field] = issue.message;
  }
  return { message: error.issues[0]?.message ?? commonMessages.badRequest, fields };
}

/** Parse or refuse with a VALIDATION DomainError carrying the spec's messages. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; error: DomainError } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: { code: 'VALIDATION', ...firstIssues(result.error) } };
}
