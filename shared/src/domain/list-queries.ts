// The query strings of the list pages, parsed without a schema library: the list and search functions
// parse nothing else, and zod would add about 25 KB (zod/mini) to bundles held to 300 KB. The rules and
// texts are exactly schemas/queries.ts's (spec section 5 messages, the first failing rule of a field is
// the one the member sees); a test (list-queries.test.ts) holds both to the same answers.

import { type AreaId, isAreaId } from './areas.ts';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX, WISHLIST_TYPES } from './constants.ts';
import { commonMessages, listsMessages, searchMessages } from './messages.ts';
import type { DomainError, WishlistType } from './types.ts';

/** What a query field became, or the text a member reads about it. */
type Field<T> = (value: unknown) => { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T) => ({ ok: true as const, value });
const refuse = (message: string) => ({ ok: false as const, message });
/** `?limit=` is no limit: an empty value is absent. */
const blank = (value: unknown) => value === '' || value === null || value === undefined;

const limit: Field<number> = (value) => {
  if (blank(value)) return ok(LIST_PAGE_SIZE);
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= LIST_PAGE_SIZE_MAX
    ? ok(n)
    : refuse(commonMessages.invalidLimit);
};

const cursor: Field<string | undefined> = (value) => {
  if (blank(value)) return ok(undefined);
  return typeof value === 'string' && value.length <= 2000 ? ok(value) : refuse(commonMessages.invalidCursor);
};

/** One of `values`; empty is no filter. */
const filter =
  <T extends string>(values: readonly T[]): Field<T | undefined> =>
  (value) => {
    if (blank(value)) return ok(undefined);
    return values.includes(value as T) ? ok(value as T) : refuse(searchMessages.badFilter);
  };

/** A text, trimmed, at most `max` characters after trimming. */
const text =
  (max: number, notText: string, tooLong: string): Field<string | undefined> =>
  (value) => {
    if (value === undefined) return ok(undefined);
    if (typeof value !== 'string') return refuse(notText);
    const trimmed = value.trim();
    return trimmed.length <= max ? ok(trimmed) : refuse(tooLong);
  };

const destination: Field<string | undefined> = (value) =>
  blank(value) ? ok(undefined) : text(100, searchMessages.badFilter, searchMessages.badFilter)(value);

const open: Field<boolean> = (value) => {
  const chosen = filter(['1'])(value);
  return chosen.ok ? ok(chosen.value === '1') : chosen;
};

/** Treats that can be handed over in person in this area (areas.ts); empty is no filter. */
const area: Field<AreaId | undefined> = (value) => {
  if (blank(value)) return ok(undefined);
  return isAreaId(value) ? ok(value) : refuse(listsMessages.areaInvalid);
};

/** Treats that can be handed over in person, in any area. */
const inPerson: Field<boolean> = (value) => {
  const chosen = filter(['1'])(value);
  return chosen.ok ? ok(chosen.value === '1') : chosen;
};

/** One of `values` (an unknown one is a request we could not read); absent is `fallback`. */
const role =
  <T extends string>(values: readonly T[], fallback: T): Field<T> =>
  (value) => {
    if (value === undefined) return ok(fallback);
    return values.includes(value as T) ? ok(value as T) : refuse(commonMessages.badRequest);
  };

type Parsed<F> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };
export type QueryResult<T> = { ok: true; data: T } | { ok: false; error: DomainError };

/** Every field read in order; the first refusal is the message, each field keeps its own. */
function query<F extends Record<string, Field<unknown>>>(fields: F) {
  return (input: unknown): QueryResult<Parsed<F>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { ok: false, error: { code: 'VALIDATION', message: commonMessages.badRequest, fields: {} } };
    }
    const values = input as Record<string, unknown>;
    const data: Record<string, unknown> = {};
    const problems: Record<string, string> = {};
    for (const [name, field] of Object.entries(fields)) {
      const read = field(values[name]);
      if (read.ok) {
        if (read.value !== undefined || name in values) data[name] = read.value;
      } else {
        problems[name] = read.message;
      }
    }
    const first = Object.values(problems)[0];
    if (first !== undefined)
      return { ok: false, error: { code: 'VALIDATION', message: first, fields: problems } };
    return { ok: true, data: data as Parsed<F> };
  };
}

/** GET ...?limit=&cursor=: a page. */
export const listQuery = query({ limit, cursor });

/** GET /api/wishlists|treats?type=&destination=&open=1&area=&inPerson=1&limit=&cursor=: a list
 * page, filtered. */
export const exploreListQuery = query({
  limit,
  cursor,
  type: filter<WishlistType>(WISHLIST_TYPES),
  destination,
  open,
  area,
  inPerson,
});

const SEARCH_MAX_LENGTH = 200;

/** The search words: trimmed, at most 200 characters; none is ''. */
const words: Field<string> = (value) => {
  const read = text(SEARCH_MAX_LENGTH, searchMessages.tooLong, searchMessages.tooLong)(value);
  return read.ok ? ok(read.value ?? '') : read;
};

/** GET /api/search?q=&kind=&type=&destination=&open=1&limit=&cursor= */
export const searchQuery = query({
  q: words,
  kind: filter(['wishlist', 'treat'] as const),
  type: filter<WishlistType>(WISHLIST_TYPES),
  destination,
  open,
  area,
  inPerson,
  limit,
  cursor,
});

export const meWishlistsQuery = query({ limit, cursor, role: role(['wisher', 'offerer'], 'wisher') });
export const meTreatsQuery = query({ limit, cursor, role: role(['treater', 'requester'], 'treater') });
