// zod schemas shared by the web forms and the handlers: building blocks.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { commonMessages } from '../messages.ts';
import { hasVisibleText } from '../visible-text.ts';
import { hasWebAddress } from './web-address.ts';
import * as z from './zod.ts';

// The email check has no zod in it, so the volunteers' member lookup can use it (email-address.ts).
export { isEmail } from '../email-address.ts';
// The link checks have no zod in them, so the stored-event check and the create bodies' parser
// (post-bodies.ts) can use them without zod (links.ts).
export { hasLogin, isHttpUrl, normaliseLink } from '../links.ts';
// The visible-text check has no zod in it, so the step bodies' parser can use it (visible-text.ts).
export { hasVisibleText } from '../visible-text.ts';

// The check lives with its normalisation and its list of top-level domains; forms and emails share it.
export { hasWebAddress, neutralisedForEmail } from './web-address.ts';

/** A required text: missing, blank, whitespace-only or invisible-only all give `message`. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, commonMessages.tooLong(max)),
      z.refine(hasVisibleText, message),
    );
}

/** An optional text: missing or null become ''. */
export function optionalText(max: number) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: commonMessages.badRequest })
      .check(z.trim(), z.maxLength(max, commonMessages.tooLong(max))),
  );
}

/** Titles and authors are shown in other members' emails: no links in them. */
export function noLink<T extends z.ZodMiniType<string, unknown>>(schema: T): T {
  return schema.check(z.refine((v: string) => !hasWebAddress(v, 'title'), commonMessages.noWebAddress));
}

/** Display names are shown in other members' emails and on every post: no links in them. */
export function noLinkInName<T extends z.ZodMiniType<string, unknown>>(schema: T): T {
  return schema.check(z.refine((v: string) => !hasWebAddress(v, 'name'), commonMessages.noWebAddress));
}

/** Messages others read (wish messages and destinations, thank-you notes, fulfilment messages,
 * reasons, report notes): no links in them either. */
export function noLinkInMessage<T extends z.ZodMiniType<string, unknown>>(schema: T): T {
  return schema.check(
    z.refine((v: string) => !hasWebAddress(v, 'message'), commonMessages.noWebAddressInMessage),
  );
}

/** Optimistic concurrency: a stale version is a 409, so a double click never makes two events. */
export const expectedVersionSchema = z.optional(
  z
    .number({ error: commonMessages.badRequest })
    .check(z.int(commonMessages.badRequest), z.gte(0, commonMessages.badRequest)),
);
