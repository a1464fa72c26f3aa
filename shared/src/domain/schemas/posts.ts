// zod schemas shared by the web forms and the handlers: posts.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { isAreaId, type TreatHandover } from '../areas.ts';
import { MAX_LENGTH, TREAT_TYPES, WISHLIST_TYPES } from '../constants.ts';
import {
  commonMessages,
  drivesMessages,
  postMessages,
  treatMessages,
  wishlistMessages,
} from '../messages.ts';
import { ID_PATTERN } from '../post-ref.ts';
import {
  hasLogin,
  isHttpUrl,
  noLink,
  noLinkInMessage,
  normaliseLink,
  optionalText,
  requiredText,
} from './fields.ts';
import { imageFileSchema, uploadKeySchema } from './images.ts';
import * as z from './zod.ts';

const purchaseLink = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseLink(v) : v),
  requiredText(wishlistMessages.linkAndPriceRequired, MAX_LENGTH.link).check(
    z.refine(isHttpUrl, commonMessages.invalidLink),
    z.refine((link: string) => !hasLogin(link), commonMessages.linkWithLogin),
  ),
);

function typesSchema<T extends string>(values: readonly [T, ...T[]]) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.pipe(
      z.array(z.enum(values, { error: postMessages.invalidType }), { error: postMessages.invalidType }),
      // A type ticked twice is still one type.
      z.transform((list: T[]) => [...new Set(list)]),
    ),
  );
}

/** The book drive a wish is posted for (drives.ts driveRef): none when absent or ''. */
const driveIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(z.string({ error: drivesMessages.notOpen }).check(z.regex(ID_PATTERN, drivesMessages.notOpen))),
);

/** Wishlist fields in the spec's check order: title, destination, link/price, then the optional ones. */
const wishlistFields = {
  title: noLink(requiredText(wishlistMessages.titleRequired, MAX_LENGTH.title)),
  destination: noLinkInMessage(requiredText(wishlistMessages.destinationRequired, MAX_LENGTH.destination)),
  purchaseLink,
  price: noLinkInMessage(requiredText(wishlistMessages.linkAndPriceRequired, MAX_LENGTH.price)),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: typesSchema(WISHLIST_TYPES),
  message: noLinkInMessage(optionalText(MAX_LENGTH.message)),
};

/** POST /api/wishlists body. */
export const createWishlistSchema = z.object({
  ...wishlistFields,
  coverKey: z.optional(uploadKeySchema('cover')),
  driveId: driveIdSchema,
});
export type CreateWishlistBody = z.infer<typeof createWishlistSchema>;

/** The Make a Wish form: the text fields, then the cover file (type, then size) last, as the spec orders. */
export const createWishlistFormSchema = z.object({
  ...wishlistFields,
  driveId: driveIdSchema,
  cover: z.nullish(imageFileSchema('cover')),
});

const treatFields = {
  title: noLink(requiredText(treatMessages.titleRequired, MAX_LENGTH.title)),
  shippingDestination: noLinkInMessage(
    requiredText(treatMessages.destinationRequired, MAX_LENGTH.destination),
  ),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: typesSchema(TREAT_TYPES),
  message: noLinkInMessage(optionalText(MAX_LENGTH.message)),
};

/** "I can hand it over in person" and where (areas.ts): absent is post only. One message for any other
 * value, since the form only ever sends an area from its list. */
const handoverSchema = z.optional(
  z.pipe(
    z.custom<TreatHandover>((value) => {
      const offer = value as { inPerson?: unknown; area?: unknown } | null;
      return typeof offer === 'object' && offer !== null && offer.inPerson === true && isAreaId(offer.area);
    }, treatMessages.areaRequired),
    z.transform((offer: TreatHandover): TreatHandover => ({ inPerson: true, area: offer.area })),
  ),
);

/** POST /api/treats body. */
export const createTreatSchema = z.object({
  ...treatFields,
  coverKey: z.optional(uploadKeySchema('treatCover')),
  handover: handoverSchema,
});
export type CreateTreatBody = z.infer<typeof createTreatSchema>;

export const createTreatFormSchema = z.object({
  ...treatFields,
  cover: z.nullish(imageFileSchema('treatCover')),
  handover: handoverSchema,
});
