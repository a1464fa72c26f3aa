// zod schemas shared by the web forms and the handlers: posts.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import * as z from 'zod';
import { MAX_LENGTH, TREAT_TYPES, WISHLIST_TYPES } from '../constants.ts';
import { messages } from '../messages.ts';

const m = messages;

import { hasLogin, isHttpUrl, noLink, normaliseLink, optionalText, requiredText } from './fields.ts';
import { imageFileSchema, uploadKeySchema } from './images.ts';

const purchaseLink = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseLink(v) : v),
  requiredText(m.wishlist.linkAndPriceRequired, MAX_LENGTH.link)
    .refine(isHttpUrl, m.common.invalidLink)
    .refine((link) => !hasLogin(link), m.common.linkWithLogin),
);

function typesSchema<T extends string>(values: readonly [T, ...T[]]) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.enum(values, { error: m.post.invalidType }), { error: m.post.invalidType })
      // A type ticked twice is still one type.
      .transform((list) => [...new Set(list)]),
  );
}

/** Wishlist fields in the spec's check order: title, destination, link/price, then the optional ones. */
const wishlistFields = {
  title: noLink(requiredText(m.wishlist.titleRequired, MAX_LENGTH.title)),
  destination: requiredText(m.wishlist.destinationRequired, MAX_LENGTH.destination),
  purchaseLink,
  price: requiredText(m.wishlist.linkAndPriceRequired, MAX_LENGTH.price),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: typesSchema(WISHLIST_TYPES),
  message: optionalText(MAX_LENGTH.message),
};

/** POST /api/wishlists body. */
export const createWishlistSchema = z.object({
  ...wishlistFields,
  coverKey: uploadKeySchema('cover').optional(),
});
export type CreateWishlistBody = z.infer<typeof createWishlistSchema>;

/** The Make a Wish form: the text fields, then the cover file (type, then size) last, as the spec orders. */
export const createWishlistFormSchema = z.object({
  ...wishlistFields,
  cover: imageFileSchema('cover').nullish(),
});

const treatFields = {
  title: noLink(requiredText(m.treat.titleRequired, MAX_LENGTH.title)),
  shippingDestination: requiredText(m.treat.destinationRequired, MAX_LENGTH.destination),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: typesSchema(TREAT_TYPES),
  message: optionalText(MAX_LENGTH.message),
};

/** POST /api/treats body. */
export const createTreatSchema = z.object({
  ...treatFields,
  coverKey: uploadKeySchema('treatCover').optional(),
});
export type CreateTreatBody = z.infer<typeof createTreatSchema>;

export const createTreatFormSchema = z.object({
  ...treatFields,
  cover: imageFileSchema('treatCover').nullish(),
});
