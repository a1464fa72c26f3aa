import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, type PostEvent, storedEventSchema } from './events.ts';
import { parseStoredEvent, storedEvent, UnreadableEventError } from './stored-events.ts';

const meta = { postId: 'p1', seq: 3, at: 1_700_000_000_000, actorUid: 'u2', actorName: 'Gabriel' };
const image = {
  variants: [
    { key: 'processed/bookCovers/abc/w640.webp', width: 640, height: 853, use: 'card' },
    { key: 'processed/bookCovers/abc/w1280.webp', width: 1280, height: 1706, use: 'detail' },
  ],
  placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
};
const post = { title: 'Dune', author: 'Frank Herbert', coverURL: '', coverImage: image, message: 'Merci' };
const parcel = { carrier: 'canadaPost', number: 'LX123' };

const meeting = {
  places: [
    {
      id: 'vpl-central',
      name: 'Central Library',
      address: '350 W Georgia St, Vancouver',
      hours: {
        mon: [['10:00', '20:00']],
        tue: [['10:00', '20:00']],
        wed: [
          ['10:00', '12:00'],
          ['13:00', '20:00'],
        ],
        thu: [['10:00', '20:00']],
        fri: [['10:00', '18:00']],
        sat: [['10:00', '17:00']],
        sun: [],
      },
    },
    {
      id: 'vpl-kits',
      name: 'Kitsilano Branch',
      address: '2425 Macdonald St',
      hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    },
  ],
  windows: [{ start: 1_800_000_000_000, end: 1_800_003_600_000 }],
};

/** One event of every type, each optional field present. */
const samples: Record<PostEvent['type'], Record<string, unknown>> = {
  WishPosted: {
    ...post,
    types: ['Fiction'],
    purchaseLink: 'https://example.org',
    destination: 'Canada',
    price: '$5',
  },
  OfferMade: {},
  AddressShared: { shippingAddress: '1 Main St' },
  GiftSent: { fulfillmentMessage: 'On its way', parcel },
  TreatPosted: {
    ...post,
    coverURL: '/images/processed/x/w640.webp',
    types: [],
    shippingDestination: 'Canada',
    handover: { inPerson: true, area: 'vancouver-kitsilano' },
  },
  TreatRequested: { shippingAddress: '', requestMessage: 'Please', inPerson: true },
  TreatShipped: { shippedMessage: 'Sent', parcel },
  ReceiptConfirmed: {
    thankYouNote: 'Thanks',
    thankYouPhotoURL: 'https://photos.example.org/a.jpg',
    thankYouPhoto: image,
    onWall: true,
  },
  OfferWithdrawn: { reason: 'Changed my mind' },
  OfferDeclined: { reason: 'No', giverUid: 'u3' },
  RequestWithdrawn: { reason: 'Later' },
  RequestDeclined: { reason: 'No', requesterUid: 'u3' },
  OfferLapsed: { giverUid: 'u3' },
  GiftLapsed: { giverUid: 'u3' },
  ShipByExtended: { reason: 'The shop reorders Friday.' },
  RequestLapsed: { requesterUid: 'u3', inPerson: true },
  ReminderSent: { hold: 'sendGift', toUid: 'u3', deadline: 1_700_000_100_000 },
  AddressErased: {},
  PostReopened: { reason: 'Try again' },
  AddressCorrected: { shippingAddress: '2 Main St', reason: 'Typo' },
  PostRemoved: { reason: 'Spam' },
  MemberForgotten: {},
  ThanksTakenOffWall: {},
  PostReported: { reason: 'spam', note: '' },
  ReportsDismissed: { reason: 'Fine' },
  FootprintHidden: { memberUid: 'u2', reason: 'Suspended' },
  FootprintRestored: { reason: 'Suspension reviewed' },
  MemberSuspended: { memberUid: 'u4', otherUid: 'u5', reason: 'Abuse' },
  WishTaggedToDrive: { driveId: 'demo-drive-richmond' },
  MeetingProposed: { meeting },
  MeetingPicked: { place: 1, window: 0 },
  MeetingRescheduled: { meeting: { ...meeting, places: meeting.places.slice(0, 1) } },
  MeetingCalledOff: { reason: 'I am ill', requesterUid: 'u3' },
  HandedOver: {},
  MeetingMissed: { requesterUid: 'u3' },
  MeetingReminderSent: { reminder: 'twoHours' },
};

/** Values a stored field could wrongly hold (or rightly: '' and 0 are fine for some fields). */
const oddValues: unknown[] = [
  undefined,
  null,
  '',
  '  /images/x.webp  ',
  'javascript:alert(1)',
  '/images/../secret',
  'x'.repeat(2001),
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  true,
  [],
  ['Fiction', 3],
  {},
  'other',
  'card',
  'vancouver',
  'burnaby',
];

const withField = (value: Record<string, unknown>, key: string, replacement: unknown) => {
  const copy = { ...value };
  if (replacement === DELETE) delete copy[key];
  else copy[key] = replacement;
  return copy;
};
const DELETE = Symbol('delete');

/** Every event built from the samples with one field (top level, data, a parcel or an image variant)
 * deleted or replaced by an odd value, plus an unknown field added. */
function variants(): Array<[string, Record<string, unknown>]> {
  const out: Array<[string, Record<string, unknown>]> = [];
  for (const [type, data] of Object.entries(samples)) {
    const event = { ...meta, type, data };
    out.push([type, event], [`${type} +extra`, { ...event, extra: 1, data: { ...data, extra: 'x' } }]);
    for (const replacement of [DELETE, ...oddValues]) {
      const label = replacement === DELETE ? 'deleted' : JSON.stringify(replacement);
      for (const key of [...Object.keys(meta), 'type', 'data']) {
        out.push([`${type} ${key}=${label}`, withField(event, key, replacement)]);
      }
      for (const key of Object.keys(data)) {
        out.push([`${type} data.${key}=${label}`, { ...event, data: withField(data, key, replacement) }]);
      }
      if ('parcel' in data) {
        for (const key of Object.keys(parcel)) {
          const broken = withField(parcel, key, replacement);
          out.push([`${type} parcel.${key}=${label}`, { ...event, data: { ...data, parcel: broken } }]);
        }
      }
      if ('handover' in data) {
        const handover = data.handover as Record<string, unknown>;
        for (const key of Object.keys(handover)) {
          const broken = withField(handover, key, replacement);
          out.push([`${type} handover.${key}=${label}`, { ...event, data: { ...data, handover: broken } }]);
        }
      }
      if ('coverImage' in data || 'thankYouPhoto' in data) {
        const field = 'coverImage' in data ? 'coverImage' : 'thankYouPhoto';
        for (const key of Object.keys(image.variants[0] ?? {})) {
          const variant = withField(image.variants[0] ?? {}, key, replacement);
          const broken = { ...image, variants: [variant] };
          out.push([
            `${type} ${field}.variants.0.${key}=${label}`,
            { ...event, data: { ...data, [field]: broken } },
          ]);
        }
        for (const key of Object.keys(image)) {
          const broken = withField(image, key, replacement);
          out.push([`${type} ${field}.${key}=${label}`, { ...event, data: { ...data, [field]: broken } }]);
        }
      }
    }
  }
  return out;
}

const read = (raw: Record<string, unknown>) => {
  try {
    return { ok: true as const, event: parseStoredEvent(raw) };
  } catch (error) {
    if (error instanceof UnreadableEventError) return { ok: false as const };
    throw error;
  }
};

describe('the stored-event check without zod', () => {
  it('has a sample for every event type', () => {
    expect(Object.keys(samples).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('reads and refuses exactly what the event schema does, keeping the same fields', () => {
    const cases = variants();
    expect(cases.length).toBeGreaterThan(2000);
    let refused = 0;
    for (const [label, raw] of cases) {
      const schema = storedEventSchema.safeParse(raw);
      const ours = read(raw);
      expect(ours.ok, label).toBe(schema.success);
      if (ours.ok && schema.success) expect(ours.event, label).toStrictEqual(schema.data);
      if (!ours.ok) refused++;
    }
    // Both ways are exercised: most broken fields are refused, some (an extra field, '' for a text) read.
    expect(refused).toBeGreaterThan(cases.length / 2);
  });

  it('names the post, the event and the field it could not read', () => {
    const raw = {
      ...meta,
      type: 'GiftSent',
      data: { fulfillmentMessage: 'Sent', parcel: { carrier: 'pigeon' } },
    };
    expect(() => parseStoredEvent(raw)).toThrow(/Event 3 of post p1 cannot be read: data\.parcel\.carrier/);
    expect(() => storedEvent(raw as unknown as PostEvent)).toThrow(/not written: data\.parcel\.carrier/);
  });
});
