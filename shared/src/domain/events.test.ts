import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './events.ts';
import { eventFacts } from './steps/index.ts';
import { EVENT_VERSION, parseStoredEvent, storedEvent, UnreadableEventError } from './stored-events.ts';
import { waitEffects } from './timers.ts';
import type { PostEvent } from './types.ts';

const offer: PostEvent = {
  postId: 'p1',
  seq: 2,
  at: 1_700_000_000_000,
  actorUid: 'u2',
  actorName: 'Gabriel',
  type: 'OfferMade',
  data: {},
};

describe('stored events', () => {
  it('reads back what it stores, version stamped on write and dropped on read', () => {
    const stored = storedEvent(offer);
    expect(stored.v).toBe(EVENT_VERSION);
    expect(parseStoredEvent({ ...stored })).toEqual(offer);
  });

  it('never writes a malformed event: a javascript: cover address is refused before it is stored', () => {
    const posted = {
      ...offer,
      seq: 1,
      type: 'WishPosted',
      data: {
        title: 'Dune',
        author: '',
        coverURL: 'javascript:alert(1)',
        message: '',
        destination: 'Canada',
        purchaseLink: 'https://example.org/dune',
        price: '$10',
        types: [],
      },
    } as PostEvent;
    expect(() => storedEvent(posted)).toThrow(UnreadableEventError);
    expect(() =>
      storedEvent({ ...posted, data: { ...posted.data, coverURL: '' } } as PostEvent),
    ).not.toThrow();
  });

  it('reads events written before the version field existed as version 1', () => {
    expect(parseStoredEvent({ ...offer })).toEqual(offer);
  });

  it('keeps accents and long texts intact', () => {
    const posted = {
      ...offer,
      seq: 1,
      type: 'WishPosted',
      data: {
        title: 'Les Misérables — édition intégrale, tome premier: Fantine'.repeat(3),
        author: 'Victor Hugo',
        coverURL: '',
        types: ['Fiction'],
        purchaseLink: 'https://example.org/livre',
        destination: 'Montréal, QC',
        price: '24.99',
        message: 'Merci beaucoup! 📚',
      },
    };
    expect(parseStoredEvent(posted)).toEqual(posted);
  });

  it('refuses an unknown event type with a clear error naming the post and seq', () => {
    expect(() => parseStoredEvent({ ...offer, type: 'OfferEvaporated' })).toThrow(UnreadableEventError);
    expect(() => parseStoredEvent({ ...offer, type: 'OfferEvaporated' })).toThrow(/Event 2 of post p1/);
  });

  it('refuses a malformed event (missing data field) and a future version', () => {
    expect(() => parseStoredEvent({ ...offer, type: 'AddressShared', data: {} })).toThrow(
      /data\.shippingAddress/,
    );
    expect(() => parseStoredEvent({ ...storedEvent(offer), v: EVENT_VERSION + 1 })).toThrow(
      /unknown version/,
    );
  });

  it('has a schema for every event type the deciders emit', () => {
    // The step registry's events, and every event type the domain's tables handle (the timers' table
    // is keyed by each type tsc knows: a step's, a timer's, a volunteer's), read from the tables.
    const stepEvents = Object.keys(eventFacts('wait'));
    expect(stepEvents).toContain('ShipByExtended');
    expect(EVENT_TYPES).toEqual(expect.arrayContaining(stepEvents));
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(waitEffects).sort());
  });
});

describe('stored events with processed images', () => {
  it('keep the cover and thank-you photo variants (a replay must equal the stored state)', () => {
    const image = {
      variants: [{ key: 'processed/bookCovers/abc/w640.webp', width: 640, height: 853, use: 'card' }],
      placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
    };
    const posted = {
      ...offer,
      seq: 1,
      type: 'TreatPosted',
      data: {
        title: 'Indian Horse',
        author: 'Richard Wagamese',
        coverURL: '/images/processed/bookCovers/abc/w640.webp',
        coverImage: image,
        types: ['Fiction'],
        shippingDestination: 'Canada',
        message: '',
      },
    };
    expect(parseStoredEvent(posted)).toEqual(posted);
    const receipt = {
      ...offer,
      seq: 4,
      type: 'ReceiptConfirmed',
      data: { thankYouNote: 'Merci', thankYouPhotoURL: '/images/x.webp', thankYouPhoto: image },
    };
    expect(parseStoredEvent(receipt)).toEqual(receipt);
  });
});
