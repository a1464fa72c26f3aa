import { describe, expect, it } from 'vitest';
import {
  foldImpact,
  IMPACT,
  impactReport,
  impactStep,
  MIN_MEMBERS_PER_CELL,
  OTHER_REGION,
  quantileDays,
} from './impact.ts';
import { ev, grantedWish, wish } from './impact-test-events.ts';
import type { PostEvent } from './types.ts';

describe('impact figures', () => {
  it('counts a granted wish in the month of Book Received, with how long each part took', () => {
    const months = foldImpact(
      grantedWish('w1', 'wendy', 'gabriel', [
        '2026-01-01',
        '2026-01-11',
        '2026-01-12',
        '2026-01-20',
        '2026-02-05',
      ]),
    );
    const report = impactReport([...months.values()], '2026-01', '2026-02');
    expect(
      report.months.map((row) => [row.month, row.booksGifted, row.booksSent, row.booksOnTheirWay]),
    ).toEqual([
      ['2026-01', 0, 1, 1],
      ['2026-02', 1, 0, 0],
    ]);
    expect(report.wishToOffer).toEqual({ count: 1, medianDays: 10, p90Days: 10 });
    expect(report.offerToReceived).toEqual({ count: 1, medianDays: 25, p90Days: 25 });
    expect(report.byType).toEqual([{ type: 'Fiction', books: 1 }]);
    expect(report.totals).toMatchObject({
      booksGifted: 1,
      wishesGranted: 1,
      treatsGiven: 0,
      activeMembers: 2,
    });
  });

  it('counts an event delivered twice once', () => {
    const events = grantedWish('w1', 'wendy', 'gabriel', [
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    const once = foldImpact(events);
    const twice = foldImpact([
      ...events.slice(0, 3),
      events[2] as PostEvent,
      ...events.slice(3),
      events[4] as PostEvent,
    ]);
    expect([...twice.values()]).toEqual([...once.values()]);
    const step = impactStep(
      { kind: 'wishlist', types: [], region: 'canada', postedAt: 0, lastSeq: 5 },
      events[4] as PostEvent,
    );
    expect(step.deltas).toEqual([]);
  });

  it('tells new members from active ones, by the first month they acted', () => {
    const events = [
      ...grantedWish('w1', 'wendy', 'gabriel', [
        '2026-01-03',
        '2026-01-04',
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
      ]),
      ...grantedWish('w2', 'wendy', 'tessa', [
        '2026-02-03',
        '2026-02-04',
        '2026-02-05',
        '2026-02-06',
        '2026-02-07',
      ]),
    ];
    const report = impactReport([...foldImpact(events).values()], '2026-02', '2026-02');
    expect(report.months[0]).toMatchObject({ newMembers: 1, activeMembers: 2 });
    const both = impactReport([...foldImpact(events).values()], '2026-01', '2026-02');
    expect(both.totals).toMatchObject({ newMembers: 3, activeMembers: 3 });
  });

  it(`folds a region with fewer than ${MIN_MEMBERS_PER_CELL} recipients into Other, so nobody is singled out`, () => {
    const dates = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05'];
    const events = [
      ...Array.from({ length: 5 }, (_, i) =>
        grantedWish(`c${i}`, `canadian${i}`, 'gabriel', dates, 'Canada'),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        grantedWish(`p${i}`, `peruvian${i}`, 'gabriel', dates, 'Lima, Perú'),
      ),
      // One recipient five times is still one member.
      ...Array.from({ length: 5 }, (_, i) => grantedWish(`f${i}`, 'one-french', 'gabriel', dates, 'France')),
    ].flat();
    const report = impactReport([...foldImpact(events).values()], '2026-04', '2026-04');
    expect(report.byRegion).toEqual([
      { region: 'canada', books: 5, recipients: 5 },
      { region: OTHER_REGION, books: 9, recipients: 5 },
    ]);
  });

  it('counts lapses and reopens, and a book removed on its way is no longer on its way', () => {
    const events = [
      wish('w1', 'wendy', '2026-05-01'),
      ev('w1', 2, '2026-05-02', 'gabriel', 'OfferMade'),
      ev('w1', 3, '2026-05-10', 'system', 'OfferLapsed', { giverUid: 'gabriel' }),
      ev('w1', 4, '2026-05-11', 'tessa', 'OfferMade'),
      ev('w1', 5, '2026-05-12', 'wendy', 'AddressShared', { shippingAddress: 'x' }),
      ev('w1', 6, '2026-05-13', 'tessa', 'GiftSent', { fulfillmentMessage: '' }),
      ev('w1', 7, '2026-05-14', 'vera', 'PostReopened', { reason: 'lost parcel' }),
    ];
    const [row] = impactReport([...foldImpact(events).values()], '2026-05', '2026-05').months;
    expect(row).toMatchObject({ lapses: 1, reopens: 1, booksSent: 1, booksOnTheirWay: 0, booksGifted: 0 });
    // The wait before the offer that lapsed and before the second one both count.
    const months = foldImpact(events);
    expect(months.get('2026-05')?.counters[IMPACT.wishToOfferDays(1)]).toBe(1);
    expect(months.get('2026-05')?.counters[IMPACT.wishToOfferDays(10)]).toBe(1);
  });

  it('takes the median and 90th percentile by nearest rank', () => {
    const bins: [number, number][] = [
      [1, 5],
      [3, 3],
      [30, 2],
    ];
    expect(quantileDays(bins, 0.5)).toBe(1);
    expect(quantileDays(bins, 0.9)).toBe(30);
    expect(quantileDays([], 0.5)).toBeNull();
  });
});
