import { describe, expect, it } from 'vitest';
import { foldImpact, type ImpactMonth, impactReport, OTHER_REGION } from './impact.ts';
import {
  impactCsv,
  type PublishedImpact,
  publishedCount,
  publishImpact,
  yearMonths,
} from './impact-disclosure.ts';
import { grantedWish } from './impact-test-events.ts';

/** The year's report as the API publishes it, read during `thisMonth`. */
function published(all: readonly ImpactMonth[], year: string, thisMonth: string): PublishedImpact {
  const { from, to } = yearMonths(year, thisMonth);
  return publishImpact(year, impactReport(all, from, to));
}

/** `count` recipients in `destination`, each granted one wish received on `received`. */
function recipients(tag: string, count: number, destination: string, received: string) {
  const month = received.slice(0, 7);
  const dates = [`${month}-01`, `${month}-02`, `${month}-03`, `${month}-04`, received];
  return Array.from({ length: count }, (_, i) =>
    grantedWish(`${tag}${i}`, `${tag}-reader${i}`, 'gabriel', dates, destination),
  ).flat();
}

/** Every number the report publishes, wherever it is (a wait's days are values, not counts). */
function publishedCounts(report: PublishedImpact): (number | null)[] {
  return [
    ...report.months.flatMap(({ month: _, ...row }) => Object.values(row)),
    ...Object.values(report.totals),
    report.wishToOffer.count,
    report.offerToReceived.count,
    ...report.byType.map((row) => row.books),
    ...report.byRegion.map((row) => row.books),
  ];
}

describe('the small-cell rule of the impact figures', () => {
  it.each([
    [0, 0],
    [1, null],
    [4, null],
    [5, 5],
    [7, 5],
    [8, 10],
    [12, 10],
    [13, 15],
    [1234, 1235],
  ])('publishes a count of %i as %s', (count, shown) => {
    expect(publishedCount(count)).toBe(shown);
  });

  it('cannot be subtracted back: the year read before and after one more exchange in a region', () => {
    // Lima has 6 recipients by March; one more receives a book in April. Any two month ranges that
    // differ by April give that April exchange away (6 against 7 books); the rule offers only the year,
    // and the year read in March and in April differs by a multiple of 5, here nothing.
    const march = [
      ...recipients('lima', 6, 'Lima, Perú', '2026-03-10'),
      ...recipients('van', 9, 'Vancouver', '2026-03-11'),
    ];
    const april = [...march, ...recipients('lima-april', 1, 'Lima, Perú', '2026-04-10')];
    const rawMarch = impactReport([...foldImpact(march).values()], '2026-01', '2026-03');
    const rawApril = impactReport([...foldImpact(april).values()], '2026-01', '2026-04');
    const lima = (rows: { region: string; books: number | null }[]) =>
      rows.find((row) => row.region === 'lima peru')?.books;
    // The attack on figures without the rule.
    expect((lima(rawApril.byRegion) ?? 0) - (lima(rawMarch.byRegion) ?? 0)).toBe(1);

    const readInMarch = published([...foldImpact(march).values()], '2026', '2026-03');
    const readInApril = published([...foldImpact(april).values()], '2026', '2026-04');
    expect(lima(readInMarch.byRegion)).toBe(5);
    expect(lima(readInApril.byRegion)).toBe(5);
    // April's row holds one book: held back, not 1.
    expect(readInApril.months[3]).toMatchObject({ month: '2026-04', booksGifted: null });
    for (const report of [readInMarch, readInApril]) {
      for (const count of publishedCounts(report)) expect(count === null || count % 5 === 0).toBe(true);
    }
  });

  it('covers whole calendar years: January to December, or to this month for the year under way', () => {
    expect(yearMonths('2025', '2026-11')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(yearMonths('2026', '2026-11')).toEqual({ from: '2026-01', to: '2026-11' });
  });

  it('holds back a destination cell, and Other too when fewer than 5 recipients stand behind it', () => {
    const events = [
      ...recipients('van', 5, 'Vancouver', '2026-04-10'),
      ...recipients('lima', 3, 'Lima, Perú', '2026-04-10'),
    ];
    const report = published([...foldImpact(events).values()], '2026', '2026-12');
    // Without the rule Other was "3 books": exactly Lima's.
    expect(report.byRegion).toEqual([
      { region: 'vancouver', books: 5 },
      { region: OTHER_REGION, books: null },
    ]);
    expect(JSON.stringify(report)).not.toMatch(/lima|recipients/i);
  });

  it('holds back a type, a monthly member count and the waits of fewer than 5 exchanges', () => {
    const events = recipients('few', 3, 'Vancouver', '2026-02-20');
    const report = published([...foldImpact(events).values()], '2026', '2026-12');
    expect(report.byType).toEqual([{ type: 'Fiction', books: null }]);
    expect(report.months[1]).toMatchObject({ booksGifted: null, activeMembers: null, newMembers: null });
    expect(report.wishToOffer).toEqual({ count: null, medianDays: null, p90Days: null });
    expect(report.offerToReceived).toEqual({ count: null, medianDays: null, p90Days: null });

    const enough = published(
      [...foldImpact(recipients('many', 5, 'Vancouver', '2026-02-20')).values()],
      '2026',
      '2026-12',
    );
    expect(enough.offerToReceived).toEqual({ count: 5, medianDays: 18, p90Days: 18 });
  });

  it('writes the CSV a grant form needs from the published cells: "<5" where held back, no name or id', () => {
    const events = recipients('csv', 7, 'Vancouver', '2026-02-20');
    const csv = impactCsv(published([...foldImpact(events).values()], '2026', '2026-03'));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'month,books_gifted,wishes_granted,treats_given,books_sent,books_on_their_way,new_members,active_members,lapses,reopens',
    );
    // 7 readers and one giver, all new in February; nothing in January or March.
    expect(lines.slice(1)).toEqual([
      '2026-01,0,0,0,0,0,0,0,0,0',
      '2026-02,5,5,0,5,0,10,10,0,0',
      '2026-03,0,0,0,0,0,0,0,0,0',
      'total,5,5,0,5,0,10,10,0,0',
    ]);
    const few = impactCsv(
      published([...foldImpact(recipients('few', 2, 'Vancouver', '2026-02-20')).values()], '2026', '2026-02'),
    );
    expect(few.split('\r\n')[2]).toBe('2026-02,<5,<5,0,<5,0,<5,<5,0,0');
    expect(csv + few).not.toMatch(/reader|gabriel|Dune|vancouver/i);
  });
});
