// The shape of every event, one zod schema per event type: the one source of the event types
// (types.ts names them, inferred from these) and of the stored shape. The store stamps `v` on write
// and reads every event back through parseStoredEvent (stored-events.ts: these rules without zod,
// held to this schema by its test, and the one place where an older stored event is upcast), so an
// unknown or malformed event is a clear error, never a cast.

import { AREA_IDS, type AreaId } from './areas.ts';
import type { TreatType, WishlistType } from './constants.ts';
import { WEEKDAYS, type Weekday } from './meeting-places.ts';
import { REPORT_REASONS, REPORTER_STANDINGS } from './report-reasons.ts';
import { storedImageSchema, storedImageURL } from './schemas/images.ts';
import * as z from './schemas/zod.ts';
import { CARRIERS } from './tracking.ts';

const meta = {
  postId: z.string().check(z.minLength(1)),
  seq: z.number().check(z.int(), z.positive()),
  at: z.number().check(z.int(), z.nonnegative()),
  actorUid: z.string(),
  actorName: z.string(),
};

const text = z.string();
/** A post's types as stored: read as leniently as any text (the input schemas refused other values at
 * the door, and a stored event must stay readable), typed as the kind's types. */
const typesOf = <T extends string>() => z.array(z.custom<T>((value) => typeof value === 'string'));
/** '' (the default image), our own /images/ path or an http(s) URL: never javascript: or data:, so a
 * wrong address from any handler or seed never reaches a page. */
const imageURL = storedImageURL();

/** A processed image as stored on a post: variants and a placeholder. */
const storedImage = storedImageSchema;

const postFields = {
  title: text,
  author: text,
  coverURL: imageURL,
  coverImage: z.optional(storedImage),
  message: text,
};

/** A parcel the sender can follow (optional at Fulfil and Ship; added without a version bump: events
 * stored before it simply have none). */
const parcel = z.optional(z.object({ carrier: z.enum(CARRIERS), number: text }));

/** A public place as a meeting proposal carries it (meeting.ts): a snapshot, so a retired place keeps
 * its history and the erasure after close can blank it. */
const meetingPlace = z.object({
  id: text,
  name: text,
  address: text,
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.tuple([text, text]))])) as Record<
      Weekday,
      z.ZodMiniArray<z.ZodMiniTuple<[typeof text, typeof text], null>>
    >,
  ),
});
const meetingWindow = z.object({
  start: z.number().check(z.int(), z.nonnegative()),
  end: z.number().check(z.int(), z.nonnegative()),
});
/** Where and when: absent once erased (30 days after close, or when a member of it leaves). */
const meeting = z.optional(z.object({ places: z.array(meetingPlace), windows: z.array(meetingWindow) }));

const event = <T extends string, D extends z.core.$ZodShape>(type: T, data: D) =>
  z.object({ ...meta, type: z.literal(type), data: z.object(data) });

const eventSchemas = [
  event('WishPosted', {
    ...postFields,
    types: typesOf<WishlistType>(),
    purchaseLink: text,
    destination: text,
    price: text,
    // The book drive it was posted for (drives.ts). Added without a version bump: absent is none.
    driveId: z.optional(text),
  }),
  event('OfferMade', {}),
  event('AddressShared', { shippingAddress: text }),
  event('GiftSent', { fulfillmentMessage: text, parcel }),
  event('TreatPosted', {
    ...postFields,
    types: typesOf<TreatType>(),
    shippingDestination: text,
    // Added without a version bump: a treat posted before it has none and is post only (areas.ts).
    handover: z.optional(
      z.object({ inPerson: z.literal(true), area: z.enum(AREA_IDS as [AreaId, ...AreaId[]]) }),
    ),
  }),
  // `inPerson` added without a version bump: absent on older events reads as "by post".
  event('TreatRequested', {
    shippingAddress: text,
    requestMessage: text,
    inPerson: z.optional(z.literal(true)),
  }),
  event('TreatShipped', { shippedMessage: text, parcel }),
  event('ReceiptConfirmed', {
    thankYouNote: text,
    thankYouPhotoURL: imageURL,
    thankYouPhoto: z.optional(storedImage),
    // Added without a version bump: absent on older events reads as "not on the wall".
    onWall: z.optional(z.boolean()),
  }),
  event('OfferWithdrawn', { reason: text }),
  event('OfferDeclined', { reason: text, giverUid: text }),
  event('RequestWithdrawn', { reason: text }),
  event('RequestDeclined', { reason: text, requesterUid: text }),
  event('OfferLapsed', { giverUid: text }),
  event('GiftLapsed', { giverUid: text }),
  // Added without a version bump: a new type leaves every stored shape as it was.
  event('ShipByExtended', { reason: text }),
  // `inPerson` added without a version bump: absent reads as a request by post (the parcel's lapse).
  event('RequestLapsed', { requesterUid: text, inPerson: z.optional(z.literal(true)) }),
  // Handing a treat over in person (meeting.ts, steps/meeting-*.ts): new types, no version bump.
  event('MeetingProposed', { meeting }),
  event('MeetingPicked', {
    place: z.number().check(z.int(), z.nonnegative()),
    window: z.number().check(z.int(), z.nonnegative()),
  }),
  event('MeetingRescheduled', { meeting }),
  event('MeetingCalledOff', { reason: text, requesterUid: text }),
  event('HandedOver', {}),
  event('MeetingMissed', { requesterUid: text }),
  event('MeetingReminderSent', { reminder: z.enum(['dayBefore', 'twoHours']) }),
  event('ReminderSent', {
    hold: z.enum(['shareAddress', 'sendGift', 'shipTreat', 'confirmReceipt']),
    toUid: text,
    deadline: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
  event('AddressErased', {}),
  event('PostReopened', { reason: text }),
  event('AddressCorrected', { shippingAddress: text, reason: text }),
  event('PostRemoved', { reason: text }),
  // Added without a version bump: a new type leaves every stored shape as it was.
  event('MemberForgotten', {}),
  // The recipient took their thank-you off the gratitude wall (thanks-wall.ts).
  event('ThanksTakenOffWall', {}),
  // Reports (reports.ts): a member reports the post (the actor is the reporter, never shown to members),
  // a volunteer dismisses the open reports, and a volunteer's suspension of a member ends their part.
  // `standing` and `joinedAt` (when the reporter's account was made) decide whether it weighs; a report
  // from before they were kept has neither and weighed, as every report did then.
  event('PostReported', {
    reason: z.enum(REPORT_REASONS),
    note: text,
    standing: z.optional(z.enum(REPORTER_STANDINGS)),
    joinedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
  event('ReportsDismissed', { reason: text }),
  event('MemberSuspended', { memberUid: text, otherUid: z.optional(text), reason: text }),
  // A suspended member's public footprint (support.ts): their closed post, or their thank-you on
  // another's, leaves the public pages and the wall; a volunteer restores it. Nothing else changes.
  event('FootprintHidden', { memberUid: text, reason: text }),
  event('FootprintRestored', { reason: text }),
  // The wish's owner added it to an open book drive after posting it (steps/tag-drive.ts).
  event('WishTaggedToDrive', { driveId: text }),
] as const;

export const storedEventSchema = z.discriminatedUnion('type', eventSchemas);

/** Every event of a post: the fields every event carries (`seq` is assigned by the decider as
 * state.version + 1, `at` in epoch milliseconds) and its type's data. */
export type PostEvent = z.infer<typeof storedEventSchema>;

/** The event of one type (or of several). */
export type EventOf<T extends PostEvent['type']> = Extract<PostEvent, { type: T }>;

export const EVENT_TYPES: readonly PostEvent['type'][] = eventSchemas.map(
  (s) => s.shape.type._zod.def.values[0] as PostEvent['type'],
);
