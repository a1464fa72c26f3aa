// Make a Wish's and Give a Treat's request bodies (POST /api/wishlists, POST /api/treats), parsed
// without a schema library: they are all the two create functions parse, and zod was 26 KB of each
// bundle. The rules, defaults and texts are exactly schemas/posts.ts's, which stays the web forms'
// schema (spec section 5 messages; a field's first failing rule is the one the member sees; unknown
// fields dropped); a test (post-bodies.test.ts) holds both to the same answers.

import { isAreaId, type TreatHandover } from './areas.ts';
import { MAX_LENGTH, TREAT_TYPES, type UploadPurpose, WISHLIST_TYPES } from './constants.ts';
import { driveRef } from './drives.ts';
import { hasLogin, isHttpUrl, normaliseLink } from './links.ts';
import { commonMessages, postMessages, treatMessages, wishlistMessages } from './messages.ts';
import {
  type Body,
  type BodyResult,
  body,
  type Field,
  noLink,
  noLinkInMessage,
  objectBody,
  ok,
  optionalText,
  outOfBounds,
  refuse,
  requiredText,
  uploadKey,
} from './step-bodies.ts';

/** posts.ts's purchaseLink: "www.shop.ca/..." gets its https://, then an http(s) link with no login. */
function purchaseLink(): Field<string> {
  const text = requiredText(wishlistMessages.linkAndPriceRequired, MAX_LENGTH.link);
  return (value) => {
    const read = text(typeof value === 'string' ? normaliseLink(value) : value);
    if (!read.ok) return read;
    if (!isHttpUrl(read.value)) return outOfBounds(commonMessages.invalidLink, read.value);
    return hasLogin(read.value) ? outOfBounds(commonMessages.linkWithLogin, read.value) : read;
  };
}

/** posts.ts's typesSchema: none is []; every entry from the list; a type ticked twice is one type. */
const types =
  <T extends string>(values: readonly T[]): Field<T[]> =>
  (value) => {
    const list = value === undefined || value === null ? [] : value;
    if (!Array.isArray(list)) return refuse(postMessages.invalidType);
    // By index, as zod reads an array: a hole is an entry too (undefined, not on the list).
    for (let i = 0; i < list.length; i++) {
      if (!(values as readonly unknown[]).includes(list[i])) return refuse(postMessages.invalidType);
    }
    return ok([...new Set(list as T[])]);
  };

/** z.optional: absent stays absent. */
const optional =
  <T>(field: Field<T>): Field<T | undefined> =>
  (value) =>
    value === undefined ? ok(undefined) : field(value);

const coverKey = (purpose: UploadPurpose) => optional(uploadKey(purpose));

/** posts.ts's handover: absent is post only; otherwise `{ inPerson: true, area }` with an area of the
 * list, kept as exactly that. */
const handover: Field<TreatHandover | undefined> = (value) => {
  if (value === undefined) return ok(undefined);
  const offer = value as { inPerson?: unknown; area?: unknown } | null;
  return typeof offer === 'object' && offer !== null && offer.inPerson === true && isAreaId(offer.area)
    ? ok({ inPerson: true, area: offer.area })
    : refuse(treatMessages.areaRequired);
};

/** In the spec's check order: title, destination, link/price, then the optional ones. */
const wishlist = /* @__PURE__ */ body(() => ({
  title: noLink(requiredText(wishlistMessages.titleRequired, MAX_LENGTH.title)),
  destination: noLinkInMessage(requiredText(wishlistMessages.destinationRequired, MAX_LENGTH.destination)),
  purchaseLink: purchaseLink(),
  price: noLinkInMessage(requiredText(wishlistMessages.linkAndPriceRequired, MAX_LENGTH.price)),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: types(WISHLIST_TYPES),
  message: noLinkInMessage(optionalText(MAX_LENGTH.message)),
  coverKey: coverKey('cover'),
  driveId: driveRef,
}));

const treat = /* @__PURE__ */ body(() => ({
  title: noLink(requiredText(treatMessages.titleRequired, MAX_LENGTH.title)),
  shippingDestination: noLinkInMessage(
    requiredText(treatMessages.destinationRequired, MAX_LENGTH.destination),
  ),
  author: noLink(optionalText(MAX_LENGTH.author)),
  types: types(TREAT_TYPES),
  message: noLinkInMessage(optionalText(MAX_LENGTH.message)),
  coverKey: coverKey('treatCover'),
  handover,
}));

export type CreateWishlistBody = Body<typeof wishlist>;
export type CreateTreatBody = Body<typeof treat>;

/** POST /api/wishlists: a body that is not an object gets zod's own text, as the schema's does. */
export function parseCreateWishlist(input: unknown): BodyResult<CreateWishlistBody> {
  return objectBody(wishlist, input);
}

/** POST /api/treats. */
export function parseCreateTreat(input: unknown): BodyResult<CreateTreatBody> {
  return objectBody(treat, input);
}
