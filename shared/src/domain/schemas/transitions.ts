// zod schemas shared by the web forms and the handlers: transitions (the bodies of
// POST /api/wishlists/{id}/... and /api/treats/{id}/...).
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { MAX_LENGTH } from '../constants.ts';
import {
  isMeetingWindow,
  MEETING_PLACES_MAX,
  MEETING_WINDOWS_MAX,
  type MeetingWindow,
  PLACE_ID_MAX,
} from '../meeting.ts';
import { meetingMessages, reportsMessages, treatMessages, wishlistMessages } from '../messages.ts';
import { REPORT_REASONS } from '../report-reasons.ts';
import {
  expectedVersionSchema,
  hasVisibleText,
  noLinkInMessage,
  optionalText,
  requiredText,
} from './fields.ts';
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

const requestFields = {
  shippingAddress: optionalText(MAX_LENGTH.address),
  requestMessage: noLinkInMessage(requiredText(treatMessages.requestMessageRequired, MAX_LENGTH.message)),
  /** Hand it over in person (a treat that offers it): then no address is asked or kept. */
  inPerson: z.optional(z.boolean()),
};

/** A request by post needs the address (blank or invisible-only is none). */
const addressUnlessInPerson = z.superRefine(
  (body: { shippingAddress: string; inPerson?: boolean | undefined }, ctx) => {
    if (body.inPerson !== true && !hasVisibleText(body.shippingAddress)) {
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: treatMessages.addressRequired });
    }
  },
);

export const requestSchema = z
  .object({ ...requestFields, expectedVersion: expectedVersionSchema })
  .check(addressUnlessInPerson);

/** The requester's form: the same fields and rule, without the version the page adds. */
export const requestFormSchema = z.object(requestFields).check(addressUnlessInPerson);

const m = meetingMessages;

/** One or two meeting places by id (the server reads each place from the list). */
export const placeIdsSchema = z
  .array(z.string({ error: m.placesRequired }).check(z.trim()), { error: m.placesRequired })
  .check(
    z.minLength(1, m.placesRequired),
    z.maxLength(MEETING_PLACES_MAX, m.placesRequired),
    z.refine(
      (ids: string[]) => ids.every((id) => id.length >= 1 && id.length <= PLACE_ID_MAX),
      m.placesRequired,
    ),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, m.placesRequired),
  );

/** One to three windows, each a start before its end (epoch ms; a window's other fields dropped): the
 * window's rule is meeting.ts's, whose message names the whole list. */
export const windowsSchema = z.pipe(
  z
    .array(z.custom<MeetingWindow>(isMeetingWindow, { error: m.windowsRequired }), {
      error: m.windowsRequired,
    })
    .check(z.minLength(1, m.windowsRequired), z.maxLength(MEETING_WINDOWS_MAX, m.windowsRequired)),
  z.transform((windows: MeetingWindow[]) => windows.map(({ start, end }) => ({ start, end }))),
);

/** Propose a meeting: places and windows. */
export const proposeSchema = z.object({
  placeIds: placeIdsSchema,
  windows: windowsSchema,
  expectedVersion: expectedVersionSchema,
});

/** Propose other times: windows at the agreed place. */
export const rescheduleSchema = z.object({ windows: windowsSchema, expectedVersion: expectedVersionSchema });

const choice = z
  .number({ error: m.pickOne })
  .check(z.int(m.pickOne), z.gte(0, m.pickOne), z.lt(8, m.pickOne));

/** Pick one of the proposal's places and one of its windows. */
export const pickSchema = z.object({ place: choice, window: choice, expectedVersion: expectedVersionSchema });

/** Call off the meeting: the reason, required. */
export const callOffSchema = z.object({
  reason: noLinkInMessage(requiredText(m.reasonRequired, MAX_LENGTH.reason)),
  expectedVersion: expectedVersionSchema,
});

/** The call-off dialog's field, without the version the page adds. */
export const callOffFormSchema = z.pick(callOffSchema, { reason: true });

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
