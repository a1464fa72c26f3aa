// Whether a text is a plain email address. Apart from schemas/fields.ts (which re-exports it) so the
// volunteers' member lookup checks an address without zod.

import { MAX_LENGTH } from './constants.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is a plain email address (what Cognito accepts as a username). */
export function isEmail(value: string): boolean {
  return value.length <= MAX_LENGTH.email && emailPattern.test(value);
}
