// zod schemas shared by the web forms and the handlers: query strings.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import * as z from 'zod';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX, WISHLIST_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';

const m = messages;

import { contactStatusSchema } from './support.ts';

const limit = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: m.common.invalidLimit })
    .int(m.common.invalidLimit)
    .min(1, m.common.invalidLimit)
    .max(LIST_PAGE_SIZE_MAX, m.common.invalidLimit)
    .default(LIST_PAGE_SIZE),
);
const cursor = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: m.common.invalidCursor }).max(2000, m.common.invalidCursor).optional(),
);

export const listQuerySchema = z.object({ limit, cursor });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The volunteers' contact inbox (GET /api/support/contact): a page, optionally only open or only
 * resolved messages, optionally only those whose sender, email, phone or message contains `q`. */
export const inboxQuerySchema = z.object({
  limit,
  cursor,
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), contactStatusSchema.optional()),
  q: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: m.common.badRequest })
      .trim()
      .max(200, m.support.searchTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
  ),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** Empty query-string values are absent: `?type=` is no filter. */
const blankless = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const SEARCH_MAX_LENGTH = 200;

/** The explore pages' filters, the same on the lists and on search. */
const exploreFilters = {
  type: blankless(z.enum(WISHLIST_TYPES, { error: m.search.badFilter })),
  destination: blankless(z.string({ error: m.search.badFilter }).trim().max(100, m.search.badFilter)),
  open: blankless(z.enum(['1'], { error: m.search.badFilter })).transform((v) => v === '1'),
};

/** GET /api/wishlists|treats?type=&destination=&open=1&limit=&cursor=: a list page, filtered. */
export const exploreListQuerySchema = listQuerySchema.extend(exploreFilters);
export type ExploreListQuery = z.infer<typeof exploreListQuerySchema>;

/** GET /api/search?q=&kind=&type=&destination=&open=1&cursor= */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: m.search.tooLong })
    .trim()
    .max(SEARCH_MAX_LENGTH, m.search.tooLong)
    .optional()
    .transform((v) => v ?? ''),
  kind: blankless(z.enum(['wishlist', 'treat'], { error: m.search.badFilter })),
  ...exploreFilters,
  limit,
  cursor,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const meWishlistsQuerySchema = z.object({
  limit,
  cursor,
  role: z.enum(['wisher', 'offerer'], { error: m.common.badRequest }).default('wisher'),
});

export const meTreatsQuerySchema = z.object({
  limit,
  cursor,
  role: z.enum(['treater', 'requester'], { error: m.common.badRequest }).default('treater'),
});
