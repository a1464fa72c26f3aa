// What the zod-free body parsers' tests share (step-bodies, post-bodies, account-bodies and
// support-bodies .test.ts): the odd values every field is set to, and the check that a parser gives
// its zod schema's very answer (the web's forms keep the schema) for every body.

import { expect } from 'vitest';
import { validate } from './schemas/errors.ts';

/** Text that is no text: missing, blank, whitespace of every kind, invisible characters, and a padded
 * word (each parser trims as its schema does). */
export const BLANK_TEXTS: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '   \n\t ',
  '\u200b',
  '\u200b\u200e\ufeff',
  ' \u200b ',
  ' x ',
];

/** Values of every other type JSON (or a caller in the code) can hand a field. */
export const ODD_VALUES: readonly unknown[] = [
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '3',
  10n,
  true,
  false,
  [],
  {},
  new Date(0),
];

/** The good body, an empty one, one with a field no parser reads, and the body with each field left
 * out or set to each of `values` in turn. */
export function fieldVariations(
  base: Record<string, unknown>,
  fieldNames: readonly string[],
  values: readonly unknown[],
): unknown[] {
  const bodies: unknown[] = [base, {}, { ...base, unknownField: 'dropped' }];
  for (const name of fieldNames) {
    const { [name]: _, ...without } = base;
    bodies.push(without);
    for (const value of values) bodies.push({ ...base, [name]: value });
  }
  return bodies;
}

/** A body as a readable label (a bigint is not JSON). */
const labelOf = (body: unknown) =>
  String(JSON.stringify(body, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))).slice(0, 300);

/** Holds `parse` to `schema` over `bodies` (the same value, or the same error, message and fields);
 * returns how many each accepted and refused, so a test can see both answers were exercised. */
export function holdsTo(
  schema: Parameters<typeof validate>[0],
  parse: (input: unknown) => unknown,
  bodies: readonly unknown[],
): { accepted: number; refused: number } {
  let accepted = 0;
  let refused = 0;
  for (const body of bodies) {
    const expected = validate(schema, body);
    expect(parse(body), labelOf(body)).toStrictEqual(expected);
    if (expected.ok) accepted += 1;
    else refused += 1;
  }
  return { accepted, refused };
}
