import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { exploreListQuery, listQuery, meTreatsQuery, meWishlistsQuery, searchQuery } from './list-queries.ts';
import { validate } from './schemas/errors.ts';
import {
  exploreListQuerySchema,
  listQuerySchema,
  meTreatsQuerySchema,
  meWishlistsQuerySchema,
  searchQuerySchema,
} from './schemas/queries.ts';

/** Values a query-string field may hold (API Gateway gives strings; the rest guard the parser). */
const values: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '0',
  '1',
  '12',
  ' 12 ',
  '30',
  '31',
  '-1',
  '1.5',
  '1e1',
  'abc',
  'Infinity',
  'x'.repeat(2000),
  'x'.repeat(2001),
  'Textbook',
  'Fiction',
  '  New York ',
  ` ${'d'.repeat(100)} `,
  'd'.repeat(101),
  'wisher',
  'offerer',
  'treater',
  'requester',
  'admin',
  'burnaby',
  'vancouver-kitsilano',
  'vancouver',
  'all',
  'wishlist',
  'treat',
  '  dune  ',
  'q'.repeat(200),
  ` ${'q'.repeat(200)} `,
  'q'.repeat(201),
  5,
  true,
];

const pairs: Array<[string, (input: unknown) => unknown, z.ZodMiniType, string[]]> = [
  ['list', listQuery, listQuerySchema, ['limit', 'cursor']],
  [
    'explore',
    exploreListQuery,
    exploreListQuerySchema,
    ['limit', 'cursor', 'type', 'destination', 'open', 'area', 'inPerson'],
  ],
  ['my wishlists', meWishlistsQuery, meWishlistsQuerySchema, ['limit', 'cursor', 'role']],
  ['my treats', meTreatsQuery, meTreatsQuerySchema, ['limit', 'cursor', 'role']],
  [
    'search',
    searchQuery,
    searchQuerySchema,
    ['q', 'kind', 'type', 'destination', 'open', 'area', 'inPerson', 'limit', 'cursor'],
  ],
];

describe('list query strings without zod', () => {
  it.each(pairs)('%s: the same page, filters and texts as the schema', (_, parser, schema, fields) => {
    const inputs: Array<Record<string, unknown>> = [{}];
    for (const field of fields) for (const value of values) inputs.push({ [field]: value });
    // Two fields wrong at once: each keeps its own text, the first in the schema's order is the message.
    inputs.push({
      limit: 'abc',
      cursor: 5,
      type: 'Nope',
      destination: 'd'.repeat(101),
      open: '2',
      role: 'x',
    });
    inputs.push({ cursor: 5, limit: 'abc', role: 'x', open: '2' });
    inputs.push({
      limit: '12',
      cursor: 'abc',
      type: 'Textbook',
      destination: ' Montréal ',
      open: '1',
      role: 'offerer',
    });
    for (const input of inputs) {
      const label = JSON.stringify(input);
      const expected = validate(schema, input);
      expect(parser(input), label).toStrictEqual(expected);
    }
  });

  it('refuses a limit past a page with the spec text', () => {
    expect(listQuery({ limit: '31' })).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'Please ask for between 1 and 30 items.',
        fields: { limit: 'Please ask for between 1 and 30 items.' },
      },
    });
  });
});
