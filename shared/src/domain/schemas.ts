// zod schemas shared by the web forms and the handlers, carrying the spec's section 5 messages in the
// spec's order. Each form field's first failing rule is the one the member sees.

import * as z from 'zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  MAX_LENGTH,
  PASSWORD_MIN,
  TREAT_TYPES,
  UPLOAD_FOLDERS,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  WISHLIST_TYPES,
} from './constants.ts';
import { messages } from './messages.ts';
import type { DomainError } from './types.ts';

const m = messages;

// ---------------------------------------------------------------------------------------------
// Building blocks

// Control and format characters (zero-width spaces, direction marks, BOM...), separators and other
// default-ignorable code points render as nothing: a text made only of them is blank to a reader.
const visibleCharacter = /[^\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** True when the text shows at least one character on screen. */
export function hasVisibleText(value: string): boolean {
  return visibleCharacter.test(value);
}

/** A required text: missing, blank, whitespace-only or invisible-only all give `message`. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, m.common.tooLong(max))
    .refine(hasVisibleText, message);
}

/** An optional text: missing or null become ''. */
export function optionalText(max: number) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: m.common.badRequest }).trim().max(max, m.common.tooLong(max)),
  );
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is a plain email address (what Cognito accepts as a username). */
export function isEmail(value: string): boolean {
  return value.length <= MAX_LENGTH.email && emailPattern.test(value);
}

/** A purchase link: members often paste "www.shop.ca/..."; we add https:// rather than refuse it. */
export function normaliseLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** Only http(s) links are stored: a javascript: or data: link must never reach a member's click. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** user:password@ in a link: someone's login shown to every reader, or a host disguised
 * (https://shop.ca@evil.example/). */
export function hasLogin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** A web address anywhere in the text: a scheme, "www.", or a host name ending in a common top-level
 * domain ("bookwish-verify.example", "dune.com/x"). Titles like "Node.js" or "J.R.R. Tolkien" pass. */
const webAddress =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|info|biz|io|co|ca|uk|us|eu|de|fr|ru|cn|me|ly|app|dev|xyz|top|site|online|shop|link|click|example|test)\b)/i;

export function hasWebAddress(value: string): boolean {
  return webAddress.test(value);
}

/** The text with each web address (up to the next space) replaced: older posts and names, stored
 * before the check, never put a live link in our emails. */
export function withoutWebAddresses(value: string): string {
  return value.replace(new RegExp(`${webAddress.source}\\S*`, 'gi'), '[link removed]');
}

/** Titles, authors and names are shown in other members' emails: no links in them. */
function noLink<T extends z.ZodType<string, unknown>>(schema: T) {
  return schema.refine((v) => !hasWebAddress(v), m.common.noWebAddress);
}

/** Optimistic concurrency: a stale version is a 409, so a double click never makes two events. */
export const expectedVersionSchema = z
  .number({ error: m.common.badRequest })
  .int(m.common.badRequest)
  .min(0, m.common.badRequest)
  .optional();

// ---------------------------------------------------------------------------------------------
// Images (covers, thank-you photos, avatars)

export interface ImageFile {
  type: string;
  size: number;
}

/** The spec gives each purpose its own wording (section 5). */
const imageMessages: Record<UploadPurpose, { type: string; size: string }> = {
  cover: { type: m.post.coverType, size: m.post.imageTooBig },
  treatCover: { type: m.post.coverType, size: m.post.imageTooBig },
  thankYou: { type: m.post.thankYouPhotoType, size: m.post.imageTooBig },
  avatar: { type: m.auth.avatarType, size: m.auth.avatarTooBig },
};

export function isImageType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/** The first problem with an image, type before size (spec order), or null when it is fine. */
export function imageIssue(
  file: ImageFile,
  purpose: UploadPurpose,
): { field: 'type' | 'size'; message: string } | null {
  const texts = imageMessages[purpose];
  if (!isImageType(file.type)) return { field: 'type', message: texts.type };
  if (!Number.isFinite(file.size) || file.size <= 0) return { field: 'size', message: m.post.invalidImage };
  if (file.size > IMAGE_MAX_BYTES) return { field: 'size', message: texts.size };
  return null;
}

/** The message for an image's first problem, or null. */
export function checkImage(file: ImageFile, purpose: UploadPurpose): string | null {
  return imageIssue(file, purpose)?.message ?? null;
}

/** A browser File (or anything with type and size) checked for `purpose`; the value passes through
 * unchanged so the form keeps its File. */
export function imageFileSchema<T extends ImageFile = ImageFile>(purpose: UploadPurpose) {
  return z
    .custom<T>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as ImageFile).type === 'string' &&
        typeof (v as ImageFile).size === 'number',
      { error: imageMessages[purpose].type },
    )
    .superRefine((file, ctx) => {
      const issue = imageIssue(file, purpose);
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
    });
}

/** POST /api/uploads: what the SPA wants to upload, checked before anything is signed. */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]], { error: m.common.badRequest }),
    contentType: z.string({ error: m.common.badRequest }),
    // A byte count: 1.5 or 1e-9 would be signed into the upload policy as is.
    size: z.number({ error: m.common.badRequest }).int(m.common.badRequest),
  })
  .superRefine((v, ctx) => {
    const issue = imageIssue({ type: v.contentType, size: v.size }, v.purpose);
    if (issue) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [issue.field === 'type' ? 'contentType' : 'size'],
      });
    }
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** An uploaded object's key, as returned by /api/uploads: `<folder>/<name>.<ext>` under the purpose's folder.
 * Whose key it is and whether the object exists is the handler's check. */
export function uploadKeySchema(purpose: UploadPurpose) {
  const folder = UPLOAD_FOLDERS[purpose];
  return z
    .string({ error: m.post.invalidImage })
    .trim()
    .max(500, m.post.invalidImage)
    .refine(
      (key) => key.startsWith(`${folder}/`) && /^[A-Za-z]+\/[A-Za-z0-9._-]+$/.test(key),
      m.post.invalidImage,
    );
}

/** An image address as stored on a post: '' (default image), our own /images/ path, or an http(s) URL.
 * Never a javascript: or data: address, whatever a handler or seed passes in. */
export function storedImageURL() {
  return optionalText(MAX_LENGTH.url).refine(
    (url) =>
      url === '' || (/^\/images\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..')) || isHttpUrl(url),
    m.post.invalidImage,
  );
}

/** A processed image as the server stores it (variants made by the attach step, never by a form). */
export const storedImageSchema = z.object({
  variants: z
    .array(
      z.object({
        key: z
          .string()
          .regex(/^[A-Za-z0-9._/-]+$/)
          .refine((k) => !k.includes('..')),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        use: z.enum(['card', 'detail', 'preview', 'avatar']),
      }),
    )
    .min(1)
    .max(8),
  placeholder: z.string().max(100),
});

// ---------------------------------------------------------------------------------------------
// Posts

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

// ---------------------------------------------------------------------------------------------
// Transitions (bodies of POST /api/wishlists/{id}/... and /api/treats/{id}/...)

export const offerSchema = z.object({ expectedVersion: expectedVersionSchema });

export const confirmSchema = z.object({
  shippingAddress: requiredText(m.wishlist.addressRequired, MAX_LENGTH.address),
  expectedVersion: expectedVersionSchema,
});

export const fulfilSchema = z.object({
  fulfillmentMessage: requiredText(m.wishlist.fulfilmentRequired, MAX_LENGTH.message),
  expectedVersion: expectedVersionSchema,
});

export const requestSchema = z.object({
  shippingAddress: requiredText(m.treat.addressRequired, MAX_LENGTH.address),
  requestMessage: requiredText(m.treat.requestMessageRequired, MAX_LENGTH.message),
  expectedVersion: expectedVersionSchema,
});

export const shipSchema = z.object({
  shippedMessage: optionalText(MAX_LENGTH.message),
  expectedVersion: expectedVersionSchema,
});

export const closeSchema = z.object({
  thankYouNote: optionalText(MAX_LENGTH.message),
  thankYouPhotoKey: uploadKeySchema('thankYou').optional(),
  expectedVersion: expectedVersionSchema,
});

/** The Book Received form: the note, then the optional photo (PNG/JPEG, 1 MB). */
export const closeFormSchema = z.object({
  thankYouNote: optionalText(MAX_LENGTH.message),
  photo: imageFileSchema('thankYou').nullish(),
});

export const deleteSchema = z.object({ expectedVersion: expectedVersionSchema });

/** Withdraw (giver, requester) and decline (wisher, treater): an optional reason, private to the two
 * parties and volunteers. */
export const endExchangeSchema = z.object({
  reason: optionalText(MAX_LENGTH.reason),
  expectedVersion: expectedVersionSchema,
});

// ---------------------------------------------------------------------------------------------
// Support (volunteers)

const reason = requiredText(m.support.reasonRequired, MAX_LENGTH.reason);

export const supportActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('reopen'), reason, expectedVersion: expectedVersionSchema }),
    z.object({
      type: z.literal('correctAddress'),
      shippingAddress: requiredText(m.common.requiredField, MAX_LENGTH.address),
      reason,
      expectedVersion: expectedVersionSchema,
    }),
    z.object({ type: z.literal('remove'), reason, expectedVersion: expectedVersionSchema }),
  ],
  { error: m.support.unknownAction },
);
export type SupportActionBody = z.infer<typeof supportActionSchema>;

export const contactStatusSchema = z.enum(['open', 'resolved'], { error: m.common.badRequest });
export const contactUpdateSchema = z.object({ status: contactStatusSchema });

// ---------------------------------------------------------------------------------------------
// Contact, accounts

const plainString = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim());

/** Contact form: required fields first (one spec text), then the email's format. */
export const contactSchema = z
  .object({
    name: plainString,
    email: plainString,
    phone: plainString,
    message: plainString,
  })
  .superRefine((v, ctx) => {
    let missing = false;
    for (const field of ['name', 'email', 'message'] as const) {
      if (v[field] === '') {
        ctx.addIssue({ code: 'custom', message: m.contact.requiredFields, path: [field] });
        missing = true;
      }
    }
    if (missing) return;
    if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', message: m.contact.validEmail, path: ['email'] });
    if (v.phone !== '' && !/^[0-9+().\s-]{3,}$/.test(v.phone)) {
      ctx.addIssue({ code: 'custom', message: m.contact.invalidPhone, path: ['phone'] });
    }
    tooLong(ctx, v, { name: MAX_LENGTH.name, phone: MAX_LENGTH.phone, message: MAX_LENGTH.message });
  });
export type ContactBody = z.infer<typeof contactSchema>;

function tooLong<T extends Record<string, unknown>>(
  ctx: z.RefinementCtx,
  value: T,
  limits: Partial<Record<keyof T & string, number>>,
): void {
  for (const [field, max] of Object.entries(limits) as [string, number][]) {
    const text = value[field];
    if (typeof text === 'string' && text.length > max) {
      ctx.addIssue({ code: 'custom', message: m.common.tooLong(max), path: [field] });
    }
  }
}

/** Sign-up: all fields, then the terms, then what the identity provider would refuse. */
export const signUpSchema = z
  .object({
    email: plainString,
    name: plainString,
    password: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string()),
    acceptTerms: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
  })
  .superRefine((v, ctx) => {
    let missing = false;
    for (const field of ['email', 'name', 'password'] as const) {
      if (v[field] === '') {
        ctx.addIssue({ code: 'custom', message: m.auth.signUpFieldsRequired, path: [field] });
        missing = true;
      }
    }
    if (missing) return;
    if (!v.acceptTerms) {
      ctx.addIssue({ code: 'custom', message: m.auth.acceptTerms, path: ['acceptTerms'] });
      return;
    }
    if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', message: m.auth.validEmail, path: ['email'] });
    if (v.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', message: m.auth.passwordMin, path: ['password'] });
    }
    tooLong(ctx, v, { name: MAX_LENGTH.name });
    if (hasWebAddress(v.name))
      ctx.addIssue({ code: 'custom', message: m.common.noWebAddress, path: ['name'] });
  });

const email = requiredText(m.auth.validEmail, MAX_LENGTH.email).refine(isEmail, m.auth.validEmail);

export const loginSchema = z.object({
  email,
  password: z.string({ error: m.auth.passwordRequired }).min(1, m.auth.passwordRequired),
});

export const resetPasswordSchema = z.object({ email });

export const confirmResetSchema = z.object({
  email,
  code: requiredText(m.auth.codeRequired, 20),
  password: z.string({ error: m.auth.passwordMin }).min(PASSWORD_MIN, m.auth.passwordMin),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: m.auth.passwordRequired }).min(1, m.auth.passwordRequired),
    newPassword: z.string({ error: m.auth.passwordMin }).min(PASSWORD_MIN, m.auth.passwordMin),
    confirmPassword: z.string({ error: m.auth.passwordMismatch }),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: m.auth.passwordMismatch, path: ['confirmPassword'] });
    }
  });

/** POST /api/me/password: the SPA's form has been checked already; the access token lets the server
 * ask Cognito to change it (ChangePassword is authorised by it, not by the API's id token). */
export const passwordChangeRequestSchema = z.object({
  accessToken: z.string({ error: m.common.signInRequired }).min(1, m.common.signInRequired).max(8192),
  currentPassword: z.string({ error: m.auth.passwordRequired }).min(1, m.auth.passwordRequired).max(256),
  newPassword: z.string({ error: m.auth.passwordMin }).min(PASSWORD_MIN, m.auth.passwordMin).max(256),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: m.auth.deletePasswordRequired }).min(1, m.auth.deletePasswordRequired),
});

export const profileSchema = z.object({
  displayName: noLink(requiredText(m.auth.displayNameRequired, MAX_LENGTH.name)),
});

/** What is wrong with a display name, by the profile form's rules, or null: the server's check at
 * sign-up (Cognito's pre-sign-up trigger, the local shim) and on change (PUT /api/me/profile). */
export function displayNameProblem(name: unknown): string | null {
  const result = profileSchema.safeParse({ displayName: name });
  return result.success ? null : (result.error.issues[0]?.message ?? m.auth.displayNameRequired);
}

export const avatarSchema = z.object({ key: uploadKeySchema('avatar') });

// ---------------------------------------------------------------------------------------------
// Query strings

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

// ---------------------------------------------------------------------------------------------
// ZodError -> the API's error shape

/** `message` is the first issue's message (spec order); `fields` maps each field to its first message. */
export function firstIssues(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.filter((p) => typeof p === 'string').join('.');
    if (field !== '' && !(field in fields)) fields[field] = issue.message;
  }
  return { message: error.issues[0]?.message ?? m.common.badRequest, fields };
}

/** Parse or refuse with a VALIDATION DomainError carrying the spec's messages. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; error: DomainError } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: { code: 'VALIDATION', ...firstIssues(result.error) } };
}
