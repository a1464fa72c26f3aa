// Every stored event checked on its way in and out of the store, without a schema library: each
// function that reads a post runs this, and zod would add about 25 KB (zod/mini) to every read, whose
// bundles are held to 300 KB. The rules are exactly events.ts's schemas (the one source of the event types); a test
// (stored-events.test.ts) holds this check and that schema to the same verdict and the same output on
// every event type and on broken ones. Unknown fields are dropped, as the schema drops them.

import { AREA_IDS } from './areas.ts';
import { MAX_LENGTH } from './constants.ts';
import type { PostEvent } from './events.ts';
import { isStoredImageURL } from './links.ts';
import { WEEKDAYS } from './meeting-places.ts';
import { REPORT_REASONS, REPORTER_STANDINGS } from './report-reasons.ts';
import { CARRIERS } from './tracking.ts';

/** The version written on every new event. Raise it with an upcaster below when a shape changes. */
export const EVENT_VERSION = 1;

/** A stored event that is not one we know how to read. */
export class UnreadableEventError extends Error {
  constructor(postId: string, seq: unknown, detail: string) {
    super(`Event ${String(seq)} of post ${postId} cannot be read: ${detail}`);
    this.name = 'UnreadableEventError';
  }
}

class Issue {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

/** Checks one value at `path` and returns what is kept of it. */
type Check = (value: unknown, path: string) => unknown;
/** A field the event may leave out. */
interface Optional {
  optional: Check;
}
type Shape = Record<string, Check | Optional>;

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

const text: Check = (value, path) => {
  if (typeof value !== 'string') throw new Issue(path, 'expected a string');
  return value;
};
const int =
  (min: number): Check =>
  (value, path) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      throw new Issue(path, `expected an integer of at least ${min}`);
    }
    return value;
  };
const bool: Check = (value, path) => {
  if (typeof value !== 'boolean') throw new Issue(path, 'expected true or false');
  return value;
};
const isTrue: Check = (value, path) => {
  if (value !== true) throw new Issue(path, 'expected true');
  return value;
};
const oneOf =
  (values: readonly string[]): Check =>
  (value, path) => {
    if (typeof value !== 'string' || !values.includes(value)) {
      throw new Issue(path, `expected one of ${values.join(', ')}`);
    }
    return value;
  };
const listOf =
  (item: Check, min = 0, max = Number.POSITIVE_INFINITY): Check =>
  (value, path) => {
    if (!Array.isArray(value)) throw new Issue(path, 'expected a list');
    if (value.length < min || value.length > max) throw new Issue(path, `expected ${min} to ${max} items`);
    return value.map((entry, index) => item(entry, join(path, index)));
  };
const optional = (check: Check): Optional => ({ optional: check });
const object =
  (shape: Shape): Check =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Issue(path, 'expected an object');
    }
    const input = value as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(shape)) {
      if (typeof rule === 'function') {
        kept[key] = rule(input[key], join(path, key));
      } else if (key in input) {
        kept[key] = input[key] === undefined ? undefined : rule.optional(input[key], join(path, key));
      }
    }
    return kept;
  };

/** An image address as stored: missing or null read as '' (the default image); trimmed. */
const imageURL: Check = (value, path) => {
  const url = text(value === undefined || value === null ? '' : value, path) as string;
  const trimmed = url.trim();
  if (trimmed.length > MAX_LENGTH.url || !isStoredImageURL(trimmed))
    throw new Issue(path, 'not an image address');
  return trimmed;
};

/** A processed image as the server stores it (schemas/images.ts storedImageSchema). */
const storedImage = object({
  variants: listOf(
    object({
      key: (value, path) => {
        const key = text(value, path) as string;
        if (!/^[A-Za-z0-9._/-]+$/.test(key) || key.includes('..')) throw new Issue(path, 'not an image key');
        return key;
      },
      width: int(1),
      height: int(1),
      use: oneOf(['card', 'detail', 'preview', 'avatar']),
    }),
    1,
    8,
  ),
  placeholder: (value, path) => {
    const placeholder = text(value, path) as string;
    if (placeholder.length > 100) throw new Issue(path, 'placeholder too long');
    return placeholder;
  },
});

const postFields: Shape = {
  title: text,
  author: text,
  coverURL: imageURL,
  coverImage: optional(storedImage),
  message: text,
};
const parcel = optional(object({ carrier: oneOf(CARRIERS), number: text }));
const types = listOf(text);
const meeting = optional(
  object({
    places: listOf(
      object({
        id: text,
        name: text,
        address: text,
        hours: object(Object.fromEntries(WEEKDAYS.map((day) => [day, listOf(listOf(text, 2, 2))]))),
      }),
    ),
    windows: listOf(object({ start: int(0), end: int(0) })),
  }),
);

/** Each event type's data, as events.ts declares it. */
const dataOf: Record<PostEvent['type'], Shape> = {
  WishPosted: {
    ...postFields,
    types,
    purchaseLink: text,
    destination: text,
    price: text,
    driveId: optional(text),
  },
  OfferMade: {},
  AddressShared: { shippingAddress: text },
  GiftSent: { fulfillmentMessage: text, parcel },
  TreatPosted: {
    ...postFields,
    types,
    shippingDestination: text,
    handover: optional(object({ inPerson: isTrue, area: oneOf(AREA_IDS) })),
  },
  TreatRequested: { shippingAddress: text, requestMessage: text, inPerson: optional(isTrue) },
  TreatShipped: { shippedMessage: text, parcel },
  ReceiptConfirmed: {
    thankYouNote: text,
    thankYouPhotoURL: imageURL,
    thankYouPhoto: optional(storedImage),
    onWall: optional(bool),
  },
  OfferWithdrawn: { reason: text },
  OfferDeclined: { reason: text, giverUid: text },
  RequestWithdrawn: { reason: text },
  RequestDeclined: { reason: text, requesterUid: text },
  OfferLapsed: { giverUid: text },
  GiftLapsed: { giverUid: text },
  ShipByExtended: { reason: text },
  RequestLapsed: { requesterUid: text, inPerson: optional(isTrue) },
  MeetingProposed: { meeting },
  MeetingPicked: { place: int(0), window: int(0) },
  MeetingRescheduled: { meeting },
  MeetingCalledOff: { reason: text, requesterUid: text },
  HandedOver: {},
  MeetingMissed: { requesterUid: text },
  MeetingReminderSent: { reminder: oneOf(['dayBefore', 'twoHours']) },
  ReminderSent: {
    hold: oneOf(['shareAddress', 'sendGift', 'shipTreat', 'confirmReceipt']),
    toUid: text,
    deadline: optional(int(0)),
  },
  AddressErased: {},
  PostReopened: { reason: text },
  AddressCorrected: { shippingAddress: text, reason: text },
  PostRemoved: { reason: text },
  MemberForgotten: {},
  ThanksTakenOffWall: {},
  PostReported: {
    reason: oneOf(REPORT_REASONS),
    note: text,
    standing: optional(oneOf(REPORTER_STANDINGS)),
    joinedAt: optional(int(0)),
  },
  ReportsDismissed: { reason: text },
  MemberSuspended: { memberUid: text, otherUid: optional(text), reason: text },
  FootprintHidden: { memberUid: text, reason: text },
  WishTaggedToDrive: { driveId: text },
  FootprintRestored: { reason: text },
};

const meta: Shape = {
  postId: (value, path) => {
    const id = text(value, path) as string;
    if (id.length < 1) throw new Issue(path, 'expected a post id');
    return id;
  },
  seq: int(1),
  at: int(0),
  actorUid: text,
  actorName: text,
};

/** The event checked against its type's shape, or the first problem as "path: what was expected". */
function check(value: unknown): { ok: true; event: PostEvent } | { ok: false; detail: string } {
  try {
    const type = (value as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !Object.hasOwn(dataOf, type))
      throw new Issue('type', 'unknown event type');
    const shape = dataOf[type as PostEvent['type']];
    const event = object({ ...meta, type: oneOf([type]), data: object(shape) })(value, '');
    return { ok: true, event: event as PostEvent };
  } catch (error) {
    if (!(error instanceof Issue)) throw error;
    return { ok: false, detail: `${error.path || 'event'}: ${error.message}` };
  }
}

/** Older stored shapes -> today's. Version 1 is today's; events stored before `v` existed are 1. */
const upcasters: Record<number, (raw: Record<string, unknown>) => Record<string, unknown>> = {};

/** Parses one stored event (storage keys already removed) into a PostEvent. */
export function parseStoredEvent(raw: Record<string, unknown>): PostEvent {
  const { v, ...rest } = raw;
  let version = v === undefined ? 1 : v;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > EVENT_VERSION) {
    throw new UnreadableEventError(String(rest.postId), rest.seq, `unknown version ${String(v)}`);
  }
  let current = rest;
  while (version < EVENT_VERSION) {
    const upcast = upcasters[version];
    if (!upcast)
      throw new UnreadableEventError(String(rest.postId), rest.seq, `no upcaster from v${version}`);
    current = upcast(current);
    version += 1;
  }
  const checked = check(current);
  if (!checked.ok) throw new UnreadableEventError(String(rest.postId), rest.seq, checked.detail);
  return checked.event;
}

/** The stored form of an event: checked against its shape (nothing malformed is ever written), today's
 * version stamped on it. */
export function storedEvent(event: PostEvent): Record<string, unknown> & { v: number } {
  const checked = check(event);
  if (!checked.ok) throw new UnreadableEventError(event.postId, event.seq, `not written: ${checked.detail}`);
  return { ...(event as unknown as Record<string, unknown>), v: EVENT_VERSION };
}
