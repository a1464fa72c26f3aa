// The rules of the exchange steps' request bodies, parsed without a schema library, from which each
// step module (steps/*.ts) declares its body and the command it becomes: the step functions parse
// nothing else, and zod cost them 89 KB minified (25 KB even as zod/mini, schemas/zod.ts). The rules,
// defaults and texts are exactly schemas/transitions.ts's (spec section 5 messages;
// a field's first failing rule is the one the member sees; unknown fields dropped), which stays the
// web forms' schema; a test (step-bodies.test.ts) holds both, and the commands, to the same answers.

import { MAX_LENGTH, UPLOAD_FOLDERS, type UploadPurpose } from './constants.ts';
import {
  isMeetingWindow,
  MEETING_PLACES_MAX,
  MEETING_WINDOWS_MAX,
  type MeetingWindow,
  PLACE_ID_MAX,
} from './meeting.ts';
import {
  commonMessages,
  meetingMessages,
  parcelMessages,
  postMessages,
  reportsMessages,
  treatMessages,
} from './messages.ts';
import { REPORT_REASONS, type ReportReason } from './report-reasons.ts';
import { hasWebAddress } from './schemas/web-address.ts';
import {
  CARRIER_NAMES,
  CARRIERS,
  type Carrier,
  isTrackingNumber,
  normaliseTrackingNumber,
  type Parcel,
} from './tracking.ts';
import type { DomainError, PostKind, StoredImage, TreatCommand, WishlistCommand } from './types.ts';
import { hasVisibleText } from './visible-text.ts';

/** A thank-you photo once the image pipeline attached it (only a step with `photo` gets one). */
export interface AttachedPhoto {
  url: string;
  image: StoredImage;
}

/** What a body field became, or the text a member reads about it. A value of the wrong type halts:
 * the body's rule (the parcel's, the report's) is not checked, as zod skips a refinement after a type
 * error; a value of the right type that breaks a limit does not (`value` is what the rule then sees). */
export type Field<T> = (
  value: unknown,
) =>
  | { ok: true; value: T }
  | { ok: false; message: string; halts: true }
  | { ok: false; message: string; halts: false; value: unknown };

export const ok = <T>(value: T) => ({ ok: true as const, value });
export const refuse = (message: string) => ({ ok: false as const, message, halts: true as const });
export const outOfBounds = (message: string, value: unknown) => ({
  ok: false as const,
  message,
  halts: false as const,
  value,
});

/** fields.ts's requiredText: missing, blank, whitespace-only or invisible-only all give `message`. */
export const requiredText =
  (message: string, max: number): Field<string> =>
  (value) => {
    if (typeof value !== 'string') return refuse(message);
    const trimmed = value.trim();
    if (trimmed.length < 1) return outOfBounds(message, trimmed);
    if (trimmed.length > max) return outOfBounds(commonMessages.tooLong(max), trimmed);
    return hasVisibleText(trimmed) ? ok(trimmed) : outOfBounds(message, trimmed);
  };

/** fields.ts's optionalText: missing or null become ''. */
export const optionalText =
  (max: number): Field<string> =>
  (value) => {
    if (value === undefined || value === null) return ok('');
    if (typeof value !== 'string') return refuse(commonMessages.badRequest);
    const trimmed = value.trim();
    return trimmed.length <= max ? ok(trimmed) : outOfBounds(commonMessages.tooLong(max), trimmed);
  };

/** fields.ts's noLink: a title or author that passed its own rules holds no web address. */
export const noLink =
  (field: Field<string>): Field<string> =>
  (value) => {
    const read = field(value);
    return read.ok && hasWebAddress(read.value, 'title')
      ? outOfBounds(commonMessages.noWebAddress, read.value)
      : read;
  };

/** fields.ts's noLinkInMessage: a message others read, past its own rules, holds no web address. */
export const noLinkInMessage =
  (field: Field<string>): Field<string> =>
  (value) => {
    const read = field(value);
    return read.ok && read.value !== '' && hasWebAddress(read.value, 'message')
      ? outOfBounds(commonMessages.noWebAddressInMessage, read.value)
      : read;
  };

/** fields.ts's expectedVersionSchema: a whole number from 0, or absent. */
export const expectedVersion: Field<number | undefined> = (value) => {
  if (value === undefined) return ok(undefined);
  if (typeof value !== 'number' || !Number.isInteger(value)) return refuse(commonMessages.badRequest);
  return Number.isSafeInteger(value) && value >= 0
    ? ok(value)
    : outOfBounds(commonMessages.badRequest, value);
};

/** parcel.ts's carrier: none chosen arrives as '' from the form's select, the same as none. */
export const carrier: Field<Carrier | undefined> = (value) => {
  if (value === '' || value === null || value === undefined) return ok(undefined);
  return CARRIERS.includes(value as Carrier) ? ok(value as Carrier) : refuse(parcelMessages.invalidCarrier);
};

/** Longer than any format with its spaces (parcel.ts's TYPED_NUMBER_MAX). */
export const TYPED_NUMBER_MAX = 60;

/** images.ts's uploadKeySchema(purpose): a key in that purpose's own upload folder. */
export const uploadKey =
  (purpose: UploadPurpose): Field<string> =>
  (value) => {
    if (typeof value !== 'string') return refuse(postMessages.invalidImage);
    const key = value.trim();
    const ours = key.startsWith(`${UPLOAD_FOLDERS[purpose]}/`) && /^[A-Za-z]+\/[A-Za-z0-9._-]+$/.test(key);
    return key.length <= 500 && ours ? ok(key) : outOfBounds(postMessages.invalidImage, key);
  };

/** images.ts's uploadKeySchema('thankYou'), optional: our own upload folder's key. */
export const thankYouPhotoKey: Field<string | undefined> = (value) =>
  value === undefined ? ok(undefined) : uploadKey('thankYou')(value);

/** z.boolean().optional() (the form always sends a boolean): any other value is a request the web
 * did not make, "bad request" as the schema says it. */
export const onWall: Field<boolean | undefined> = (value) => {
  if (value === undefined || typeof value === 'boolean') return ok(value);
  return refuse(commonMessages.badRequest);
};

/** transitions.ts's inPerson: the requester's choice to meet, true or absent (false reads as absent). */
export const choiceOfInPerson: Field<boolean | undefined> = (value) => {
  if (value === undefined || typeof value === 'boolean') return ok(value);
  return refuse(commonMessages.badRequest);
};

/** transitions.ts's addressUnlessInPerson: a request by post needs the address, as the form's
 * requiredText says it (blank or invisible-only). */
export const addressUnlessInPerson = (value: {
  shippingAddress: string;
  inPerson?: boolean | undefined;
}): [string, string][] =>
  value.inPerson === true || hasVisibleText(value.shippingAddress)
    ? []
    : [['shippingAddress', treatMessages.addressRequired]];

/** transitions.ts's placeIdsSchema: one or two distinct place ids. */
export const placeIds: Field<string[]> = (value) => {
  const message = meetingMessages.placesRequired;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) return refuse(message);
  const ids = (value as string[]).map((id) => id.trim());
  const valid =
    ids.length >= 1 &&
    ids.length <= MEETING_PLACES_MAX &&
    ids.every((id) => id.length >= 1 && id.length <= PLACE_ID_MAX) &&
    new Set(ids).size === ids.length;
  return valid ? ok(ids) : outOfBounds(message, ids);
};

/** transitions.ts's windowsSchema: one to three windows, each a start before its end (epoch ms);
 * unknown fields of a window dropped. */
export const meetingWindows: Field<MeetingWindow[]> = (value) => {
  const message = meetingMessages.windowsRequired;
  if (!Array.isArray(value) || !value.every(isMeetingWindow)) return refuse(message);
  const windows = value.map((w) => ({ start: w.start, end: w.end }));
  return windows.length >= 1 && windows.length <= MEETING_WINDOWS_MAX
    ? ok(windows)
    : outOfBounds(message, windows);
};

/** transitions.ts's choiceSchema: the index of one of a proposal's places or windows. */
export const choice: Field<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 8
    ? ok(value)
    : refuse(meetingMessages.pickOne);

const reason: Field<ReportReason> = (value) =>
  REPORT_REASONS.includes(value as ReportReason)
    ? ok(value as ReportReason)
    : refuse(reportsMessages.reasonRequired);

/** A check of the whole body once every field passed: [field, message] for each problem. */
type Rule<T> = (body: T) => [string, string][];

type Parsed<F> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };
export type BodyResult<T> = { ok: true; data: T } | { ok: false; error: DomainError };

function badRequest(): { ok: false; error: DomainError } {
  return { ok: false, error: { code: 'VALIDATION', message: commonMessages.badRequest, fields: {} } };
}

/** `parse`'s answer to a body that is an object; to one that is not, "bad request", as z.object's. */
export function objectBody<T>(parse: (input: unknown) => BodyResult<T>, input: unknown): BodyResult<T> {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return parse(input);
  return badRequest();
}

/** Every field read in order; then the body's rule; the first problem is the message, each field keeps
 * its first. */
export function body<F extends Record<string, Field<unknown>>>(makeFields: () => F, rule?: Rule<Parsed<F>>) {
  // The fields are made on the first parse: a function that reads the step registry but parses no
  // body then carries none of them (a call's arguments are kept even where the call is marked pure).
  let made: F | undefined;
  return (input: unknown): BodyResult<Parsed<F>> => {
    made ??= makeFields();
    const fields = made;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return badRequest();
    const values = input as Record<string, unknown>;
    const data: Record<string, unknown> = {};
    const problems: [string, string][] = [];
    let halted = false;
    for (const [name, field] of Object.entries(fields)) {
      const read = field(values[name]);
      if (!read.ok) {
        problems.push([name, read.message]);
        if (read.halts) halted = true;
        else data[name] = read.value;
      } else if (read.value !== undefined || name in values) data[name] = read.value;
    }
    if (!halted && rule) problems.push(...rule(data as Parsed<F>));
    const first = problems[0];
    if (first === undefined) return { ok: true, data: data as Parsed<F> };
    const fieldsOf: Record<string, string> = {};
    for (const [name, message] of problems) if (!(name in fieldsOf)) fieldsOf[name] = message;
    return { ok: false, error: { code: 'VALIDATION', message: first[1], fields: fieldsOf } };
  };
}

/** parcel.ts's parcelRule: both or neither; the number fits its carrier. */
export const parcelRule: Rule<{ carrier?: Carrier | undefined; trackingNumber: string }> = (value) => {
  const { carrier, trackingNumber } = value;
  if (!carrier) return trackingNumber ? [['carrier', parcelMessages.carrierRequired]] : [];
  if (!trackingNumber) return [['trackingNumber', parcelMessages.trackingNumberRequired]];
  if (isTrackingNumber(carrier, trackingNumber)) return [];
  const message =
    carrier === 'other'
      ? parcelMessages.otherNumberInvalid
      : parcelMessages.trackingNumberInvalid(CARRIER_NAMES[carrier]);
  return [['trackingNumber', message]];
};

/** parcel.ts's parcelOf: the parcel a checked body names, in its normal form. */
export function parcelOf(value: {
  carrier?: Carrier | undefined;
  trackingNumber?: string;
}): Parcel | undefined {
  if (!value.carrier || !value.trackingNumber) return undefined;
  return { carrier: value.carrier, number: normaliseTrackingNumber(value.trackingNumber) };
}

/** A step whose body is only the version the member saw. */
export const versionOnly = /* @__PURE__ */ body(() => ({ expectedVersion }));
/** An optional reason (withdraw, decline), private to the two parties and volunteers. */
export const reasonBody = /* @__PURE__ */ body(() => ({
  reason: noLinkInMessage(optionalText(MAX_LENGTH.reason)),
  expectedVersion,
}));
const report = /* @__PURE__ */ body(
  () => ({ reason, note: noLinkInMessage(optionalText(MAX_LENGTH.reportNote)) }),
  (value) => (value.reason === 'other' && value.note === '' ? [['note', reportsMessages.noteRequired]] : []),
);

export type CommandOfKind<K extends PostKind> = K extends 'wishlist' ? WishlistCommand : TreatCommand;

/** One step's body parser and the command a parsed body becomes. */
export interface StepParser<K extends PostKind> {
  parse: (input: unknown) => BodyResult<{ expectedVersion?: number | undefined; thankYouPhotoKey?: string }>;
  command: (body: never, photo: AttachedPhoto | null) => CommandOfKind<K>;
}

/** One step's parser and command, keeping the parsed body's type (the web's request body is read
 * from it). */
export interface TypedStep<K extends PostKind, T> {
  parse: (input: unknown) => BodyResult<T>;
  command: (value: T, photo: AttachedPhoto | null) => CommandOfKind<K>;
}

export function stepBody<K extends PostKind, T>(
  parse: (input: unknown) => BodyResult<T>,
  command: (value: T, photo: AttachedPhoto | null) => CommandOfKind<K>,
): TypedStep<K, T> {
  return { parse, command };
}

/** What a table of steps holds, whatever each one's body. */
export type AnyStep<K extends PostKind> = {
  parse: (input: unknown) => BodyResult<object>;
  command: (value: never, photo: AttachedPhoto | null) => CommandOfKind<K>;
};

export type Body<P> = P extends (input: unknown) => BodyResult<infer T> ? T : never;

/** Withdraw and decline: an optional reason, and the command of the step that takes it. */
export const reasonStep = <K extends PostKind>(type: 'withdraw' | 'decline') =>
  stepBody<K, Body<typeof reasonBody>>(
    reasonBody,
    (value) => ({ type, reason: value.reason }) as CommandOfKind<K>,
  );

const reportStep = <K extends PostKind>() =>
  stepBody<K, Body<typeof report>>(
    report,
    (value) => ({ type: 'report', reason: value.reason, note: value.note }) as CommandOfKind<K>,
  );

/** Take the thank-you off the wall and Report: every post has them, decided by the kinds' common
 * decider (thanks-wall.ts, reports.ts). */
export const takeOffWallBody = <K extends PostKind>() =>
  stepBody<K, Body<typeof versionOnly>>(versionOnly, () => ({ type: 'takeOffWall' }) as CommandOfKind<K>);
export const reportBody = <K extends PostKind>() => reportStep<K>();
