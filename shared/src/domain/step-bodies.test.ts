import { describe, expect, it } from 'vitest';
import { BLANK_TEXTS, fieldVariations } from './body-parity.ts';
import { MAX_LENGTH } from './constants.ts';
import { tagDriveSchema } from './schemas/drives.ts';
import { validate } from './schemas/errors.ts';
import { expectedVersionSchema, optionalText } from './schemas/fields.ts';
import {
  callOffSchema,
  closeSchema,
  confirmSchema,
  endExchangeSchema,
  fulfilSchema,
  offerSchema,
  pickSchema,
  proposeSchema,
  reportSchema,
  requestSchema,
  rescheduleSchema,
  shipSchema,
  takeOffWallSchema,
} from './schemas/transitions.ts';
import * as z from './schemas/zod.ts';
import type { AttachedPhoto } from './step-bodies.ts';
import { type ActionOf, actionsOf, type ExchangeAction } from './step-routes.ts';
import { MORE_TIME_REASON } from './steps/extend.ts';
import { stepBodyOf } from './steps/index.ts';
import type { PostKind } from './types.ts';

/** The zod schemas of schemas/transitions.ts (the web forms' rules) each step's parser must answer as:
 * a step of the registry without one fails tsc here. */
const schemas: Record<ExchangeAction, z.ZodMiniType> = {
  offer: offerSchema,
  confirm: confirmSchema,
  fulfil: fulfilSchema,
  request: requestSchema,
  ship: shipSchema,
  close: closeSchema,
  withdraw: endExchangeSchema,
  decline: endExchangeSchema,
  extend: z.object({ reason: optionalText(MORE_TIME_REASON), expectedVersion: expectedVersionSchema }),
  takeOffWall: takeOffWallSchema,
  report: reportSchema,
  tagDrive: tagDriveSchema,
  propose: proposeSchema,
  pick: pickSchema,
  reschedule: rescheduleSchema,
  handedOver: offerSchema,
  missed: offerSchema,
  callOff: callOffSchema,
};

/** A good body of each step, the starting point of every variation (a step without one fails tsc). */
const good: Record<ExchangeAction, Record<string, unknown>> = {
  offer: { expectedVersion: 3 },
  confirm: { shippingAddress: '12 Main St\nToronto ON', expectedVersion: 0 },
  fulfil: { fulfillmentMessage: 'On its way', carrier: 'canadaPost', trackingNumber: 'rb 123 456 785 ca' },
  request: { shippingAddress: '12 Main St', requestMessage: 'For my class', expectedVersion: 7 },
  ship: { shippedMessage: 'Sent', carrier: 'ups', trackingNumber: '1Z5R89390357567127', expectedVersion: 2 },
  close: {
    thankYouNote: 'Thank you!',
    thankYouPhotoKey: 'thank-you/abc_1.jpg',
    onWall: true,
    expectedVersion: 5,
  },
  withdraw: { reason: 'Cannot ship after all', expectedVersion: 1 },
  decline: { reason: '', expectedVersion: 1 },
  extend: { reason: 'The shop reorders Friday.', expectedVersion: 4 },
  takeOffWall: { expectedVersion: 9 },
  report: { reason: 'other', note: 'Asks for money' },
  tagDrive: { driveId: 'demo-drive-richmond', expectedVersion: 1 },
  propose: {
    placeIds: ['vpl-central', 'vpl-kits'],
    windows: [{ start: 1_800_000_000_000, end: 1_800_003_600_000 }],
    expectedVersion: 2,
  },
  pick: { place: 1, window: 0, expectedVersion: 3 },
  reschedule: { windows: [{ start: 1_800_000_000_000, end: 1_800_003_600_000 }], expectedVersion: 4 },
  handedOver: { expectedVersion: 5 },
  missed: {},
  callOff: { reason: 'I am ill', expectedVersion: 5 },
};

/** Every field any step reads (its good body has each), and one none does: each is set to every value
 * below in every step. */
const fieldNames = [...new Set(Object.values(good).flatMap((body) => Object.keys(body))), 'unknownField'];

const values: unknown[] = [
  ...BLANK_TEXTS,
  'Hello',
  '  12 Main St, Toronto  ',
  'x'.repeat(60),
  ` ${'x'.repeat(60)} `,
  'x'.repeat(61),
  'x'.repeat(MAX_LENGTH.reportNote),
  'x'.repeat(MAX_LENGTH.reportNote + 1),
  'x'.repeat(MAX_LENGTH.reason),
  'x'.repeat(MAX_LENGTH.reason + 1),
  ` ${'x'.repeat(MAX_LENGTH.address)}  `,
  'x'.repeat(MAX_LENGTH.address + 1),
  'x'.repeat(MAX_LENGTH.message),
  'x'.repeat(MAX_LENGTH.message + 1),
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '3',
  true,
  false,
  'true',
  [],
  ['canadaPost'],
  {},
  { a: 1 },
  'canadaPost',
  'purolator',
  'ups',
  'fedex',
  'usps',
  'other',
  'dhl',
  'CanadaPost',
  '0073 9380 0054 9297',
  '0073938000549292',
  '1Z5R89390357567127',
  'ABC-123',
  'scam',
  'offensive',
  'notABook',
  'spam',
  'Scam',
  'thank-you/abc_1.jpg',
  ' thank-you/abc_1.jpg ',
  'thankYou/abc.jpg',
  'avatars/abc.jpg',
  'thank-you/../x.jpg',
  'thank-you/a b.jpg',
  `thank-you/${'a'.repeat(490)}.jpg`,
  'javascript:alert(1)',
  // Meeting places and windows (propose, reschedule, pick).
  ['vpl-central'],
  [' vpl-central ', 'vpl-kits'],
  ['vpl-central', 'vpl-central'],
  ['a', 'b', 'c'],
  [''],
  ['x'.repeat(101)],
  [3],
  [{ start: 10, end: 20 }],
  [{ start: 10, end: 20, note: 'x' }],
  [{ start: 20, end: 10 }],
  [{ start: 10, end: 10 }],
  [{ start: -10, end: 10 }],
  [{ start: 1.5, end: 10 }],
  [{ start: '10', end: 20 }],
  [{ start: 10 }],
  [null],
  [
    { start: 10, end: 20 },
    { start: 30, end: 40 },
    { start: 50, end: 60 },
  ],
  [
    { start: 10, end: 20 },
    { start: 30, end: 40 },
    { start: 50, end: 60 },
    { start: 70, end: 80 },
  ],
  7,
  8,
];

/** Parcel pairs: both, neither, one without the other, a number of another carrier. */
const parcels: [unknown, unknown][] = [
  [undefined, undefined],
  ['', ''],
  [null, null],
  ['', '0073938000549297'],
  [undefined, '1Z5R89390357567127'],
  ['canadaPost', ''],
  ['canadaPost', undefined],
  ['canadaPost', '0073938000549297'],
  ['canadaPost', ' 0073-9380-0054-9297 '],
  ['canadaPost', '1Z5R89390357567127'],
  ['purolator', 'cgk 002 986 959'],
  ['ups', '1z 410e7w 03 9275159 1'],
  ['ups', '1Z5R89390357567128'],
  ['fedex', '986578788855'],
  ['usps', '9400100000000000000000'],
  ['usps', '123'],
  ['other', 'ABC-123'],
  ['other', '  '],
  ['other', '!'],
  ['dhl', 'ABC-123'],
  ['other', 'x'.repeat(61)],
];

function bodiesOf(action: ExchangeAction): unknown[] {
  const base = good[action];
  const bodies = fieldVariations(base, fieldNames, values);
  for (const [carrier, trackingNumber] of parcels) {
    bodies.push({ ...base, carrier, trackingNumber });
    // A field's own problem and the parcel's rule at once.
    bodies.push({ ...base, carrier, trackingNumber, expectedVersion: -1, fulfillmentMessage: '' });
  }
  // Several wrong fields at once: every field keeps its first message, the first is the message.
  bodies.push(Object.fromEntries(fieldNames.map((name) => [name, 42])));
  bodies.push(Object.fromEntries(fieldNames.map((name) => [name, ' '])));
  bodies.push(Object.fromEntries(fieldNames.map((name) => [name, 'x'.repeat(MAX_LENGTH.message + 1)])));
  for (const reason of ['other', 'scam', undefined, 'nope']) {
    for (const note of [undefined, null, '', '  ', 'why', 'x'.repeat(501), 5]) bodies.push({ reason, note });
  }
  return bodies;
}

const photo: AttachedPhoto = {
  url: '/images/thank-you/abc_1.jpg',
  image: {
    variants: [{ key: 'thank-you/abc_1-640.webp', width: 640, height: 480, use: 'detail' }],
    placeholder: '',
  },
};

const steps = (['wishlist', 'treat'] as const).flatMap((kind) =>
  actionsOf(kind).map((action) => [kind, action] as [PostKind, ActionOf<PostKind>]),
);

describe('step bodies parsed without zod', () => {
  it.each(steps)('%s %s: the same body, or the same error and fields, as its schema', (kind, action) => {
    const schema = schemas[action] as z.ZodMiniType;
    const parser = stepBodyOf(kind, action);
    const bodies = bodiesOf(action);
    expect(bodies.length).toBeGreaterThan(800);
    let accepted = 0;
    let refused = 0;
    for (const body of bodies) {
      const expected = validate(schema, body);
      const ours = parser.parse(body);
      expect(ours, JSON.stringify(body).slice(0, 300)).toStrictEqual(expected);
      if (expected.ok && ours.ok) {
        accepted += 1;
        for (const attached of [null, photo]) {
          expect(parser.command(ours.data as never, attached).type).toBe(action);
        }
      } else {
        refused += 1;
      }
    }
    // Both answers are exercised for every step.
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });

  it('a body that is not an object is a request we could not read (the JSON middleware already says so)', () => {
    for (const body of [null, 'x', 3, [], undefined]) {
      expect(stepBodyOf('wishlist', 'offer').parse(body)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION', fields: {} },
      });
    }
  });
});
