// zod schemas shared by the web forms and the handlers: query strings.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { type AreaId, isAreaId } from '../areas.ts';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX, WISHLIST_TYPES } from '../constants.ts';
import { commonMessages, listsMessages, searchMessages, supportMessages } from '../messages.ts';
import { contactStatusSchema } from './support.ts';
import * as z from './zod.ts';

const limit = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z._default(
    z.coerce
      .number({ error: commonMessages.invalidLimit })
      .check(
        z.int(commonMessages.invalidLimit),
        z.gte(1, commonMessages.invalidLimit),
        z.lte(LIST_PAGE_SIZE_MAX, commonMessages.invalidLimit),
      ),
    LIST_PAGE_SIZE,
  ),
);
const cursor = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(
    z.string({ error: commonMessages.invalidCursor }).check(z.maxLength(2000, commonMessages.invalidCursor)),
  ),
);

export const listQuerySchema = z.object({ limit, cursor });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The volunteers' contact inbox (GET /api/support/contact): a page, optionally only open or only
 * resolved messages, optionally only those whose sender, email, phone or message contains `q`. */
export const inboxQuerySchema = z.object({
  limit,
  cursor,
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.optional(contactStatusSchema)),
  q: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.pipe(
      z.optional(
        z
          .string({ error: commonMessages.badRequest })
          .check(z.trim(), z.maxLength(200, supportMessages.searchTooLong)),
      ),
      z.transform((v: string | undefined) => (v ? v : undefined)),
    ),
  ),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** Empty query-string values are absent: `?type=` is no filter. */
const blankless = <S extends z.core.SomeType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(schema));

export const SEARCH_MAX_LENGTH = 200;

/** The explore pages' filters, the same on the lists and on search. */
const exploreFilters = {
  type: blankless(z.enum(WISHLIST_TYPES, { error: searchMessages.badFilter })),
  destination: blankless(
    z.string({ error: searchMessages.badFilter }).check(z.trim(), z.maxLength(100, searchMessages.badFilter)),
  ),
  open: z.pipe(
    blankless(z.enum(['1'], { error: searchMessages.badFilter })),
    z.transform((v: '1' | undefined) => v === '1'),
  ),
  // Treats that can be handed over in person: in this area (areas.ts), or in any.
  area: blankless(z.custom<AreaId>(isAreaId, listsMessages.areaInvalid)),
  inPerson: z.pipe(
    blankless(z.enum(['1'], { error: searchMessages.badFilter })),
    z.transform((v: '1' | undefined) => v === '1'),
  ),
};

/** GET /api/wishlists|treats?type=&destination=&open=1&limit=&cursor=: a list page, filtered. */
export const exploreListQuerySchema = z.extend(listQuerySchema, exploreFilters);
export type ExploreListQuery = z.infer<typeof exploreListQuerySchema>;

/** GET /api/search?q=&kind=&type=&destination=&open=1&cursor= */
export const searchQuerySchema = z.object({
  q: z.pipe(
    z.optional(
      z
        .string({ error: searchMessages.tooLong })
        .check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, searchMessages.tooLong)),
    ),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  kind: blankless(z.enum(['wishlist', 'treat'], { error: searchMessages.badFilter })),
  ...exploreFilters,
  limit,
  cursor,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const meWishlistsQuerySchema = z.object({
  limit,
  cursor,
  role: z._default(z.enum(['wisher', 'offerer'], { error: commonMessages.badRequest }), 'wisher'),
});

export const meTreatsQuerySchema = z.object({
  limit,
  cursor,
  role: z._default(z.enum(['treater', 'requester'], { error: commonMessages.badRequest }), 'treater'),
});
