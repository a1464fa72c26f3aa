// zod schemas shared by the web forms and the handlers: transitions (the bodies of
// POST /api/wishlists/{id}/... and /api/treats/{id}/...).
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { MAX_LENGTH } from '../constants.ts';
import { reportsMessages, treatMessages, wishlistMessages } from '../messages.ts';
import { REPORT_REASONS } from '../report-reasons.ts';
import { expectedVersionSchema, noLinkInMessage, optionalText, requiredText } from './fields.ts';
import { imageFileSchema, uploadKeySchema } from './images.ts';
import { parcelFields, parcelRule } from './parcel.ts';
import * as z from './zod.ts';
export const offerSchema = z.object({ expectedVersion: expectedVersionSchema });

export const confirmSchema = z.object({
  shippingAddress: requiredText(wishlistMessages.addressRequired, MAX_LENGTH.address),
  expectedVersion: expectedVersionSchema,
});

/** The recipient's Accept form: the address, without the version the page adds. */
export const confirmFormSchema = z.pick(confirmSchema, { shippingAddress: true });

const fulfilFields = {
  fulfillmentMessage: noLinkInMessage(requiredText(wishlistMessages.fulfilmentRequired, MAX_LENGTH.message)),
  ...parcelFields,
};

/** Fulfil: the message, and optionally the carrier and tracking number (both, or neither). */
export const fulfilSchema = z
  .object({ ...fulfilFields, expectedVersion: expectedVersionSchema })
  .check(z.superRefine(parcelRule));

/** The giver's Fulfil form: the same fields and rules, without the version the page adds. */
export const fulfilFormSchema = z.object(fulfilFields).check(z.superRefine(parcelRule));

export const requestSchema = z.object({
  shippingAddress: requiredText(treatMessages.addressRequired, MAX_LENGTH.address),
  requestMessage: noLinkInMessage(requiredText(treatMessages.requestMessageRequired, MAX_LENGTH.message)),
  expectedVersion: expectedVersionSchema,
});

const shipFields = { shippedMessage: noLinkInMessage(optionalText(MAX_LENGTH.message)), ...parcelFields };

/** Ship: an optional message, and optionally the carrier and tracking number (both, or neither). */
export const shipSchema = z
  .object({ ...shipFields, expectedVersion: expectedVersionSchema })
  .check(z.superRefine(parcelRule));

/** The treater's Ship form: the same fields and rules, without the version the page adds. */
export const shipFormSchema = z.object(shipFields).check(z.superRefine(parcelRule));

export const closeSchema = z.object({
  thankYouNote: noLinkInMessage(optionalText(MAX_LENGTH.message)),
  thankYouPhotoKey: z.optional(uploadKeySchema('thankYou')),
  /** Show the thank-you on the gratitude wall: only when the recipient ticks it (thanks-wall.ts). */
  onWall: z.optional(z.boolean()),
  expectedVersion: expectedVersionSchema,
});

/** Take my thank-you off the gratitude wall. */
export const takeOffWallSchema = z.object({ expectedVersion: expectedVersionSchema });

/** The Book Received form: the note, then the optional photo (PNG/JPEG, 1 MB). */
export const closeFormSchema = z.object({
  thankYouNote: noLinkInMessage(optionalText(MAX_LENGTH.message)),
  photo: z.nullish(imageFileSchema('thankYou')),
  onWall: z.boolean(),
});

/** A delete takes what an offer takes, the version the member saw (step-bodies.ts versionOnly parses
 * both, held to offerSchema by its test). */
export const deleteSchema = offerSchema;

/** Withdraw (giver, requester) and decline (wisher, treater): an optional reason, private to the two
 * parties and volunteers. */
export const endExchangeSchema = z.object({
  reason: noLinkInMessage(optionalText(MAX_LENGTH.reason)),
  expectedVersion: expectedVersionSchema,
});

/** Report a post: one of the reasons, and a note (at most MAX_LENGTH.reportNote) when it is "other". */
export const reportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: reportsMessages.reasonRequired }),
    note: noLinkInMessage(optionalText(MAX_LENGTH.reportNote)),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.reason === 'other' && body.note === '') {
        ctx.addIssue({ code: 'custom', path: ['note'], message: reportsMessages.noteRequired });
      }
    }),
  );
