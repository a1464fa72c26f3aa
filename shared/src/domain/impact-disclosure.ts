// The one small-cell rule of the impact figures (statistical disclosure control), applied to every cell
// the dashboard and the CSV show: regions, types, monthly rows, totals, member counts and waits.
//
// 1. Fixed periods: a report is one calendar year and its months, never a range a reader picks, so no
//    two reports overlap in part and one cannot be subtracted from another to isolate a few exchanges.
// 2. Held back under 5: a count from 1 to 4 is published as "fewer than 5" (null), a destination with
//    fewer than 5 recipients is folded into Other, and Other itself is held back when fewer than 5
//    recipients stand behind it; a median or 90th percentile needs 5 exchanges behind it.
// 3. Rounded to 5: every other count is rounded to the nearest multiple of 5 on its own (totals too),
//    so a total minus its published parts, or this year read today minus yesterday, is a multiple of 5
//    and never a held-back cell's count.
// This is the threshold-plus-rounding practice of official statistics (the UK's HESA and ONS round
// counts to the nearest 5 and suppress small ones; Statistics Canada rounds census counts to base 5).

import { type ImpactDuration, type ImpactMonthRow, type ImpactReport, OTHER_REGION } from './impact.ts';

/** Fewer people or exchanges than this behind a cell and it is held back. */
export const SMALL_CELL = 5;
/** Every published count is a multiple of this. */
export const ROUNDING_BASE = 5;

/** A count as published: 0 stays 0, 1 to 4 is held back (null), others round to the nearest 5. */
export function publishedCount(count: number): number | null {
  if (count <= 0) return 0;
  if (count < SMALL_CELL) return null;
  return Math.round(count / ROUNDING_BASE) * ROUNDING_BASE;
}

type Published<T> = { [K in keyof T]: T[K] extends number ? number | null : T[K] };

export type PublishedMonthRow = Published<ImpactMonthRow>;

export interface PublishedDuration {
  /** How many exchanges the figure is taken over, published like any count. */
  count: number | null;
  /** Null when fewer than SMALL_CELL exchanges stand behind it. */
  medianDays: number | null;
  p90Days: number | null;
}

/** The report as it leaves the server: every cell through the rule, no recipient counts. */
export interface PublishedImpact {
  /** The calendar year, "2026". */
  year: string;
  months: PublishedMonthRow[];
  totals: Published<ImpactReport['totals']>;
  wishToOffer: PublishedDuration;
  offerToReceived: PublishedDuration;
  byType: { type: string; books: number | null }[];
  byRegion: { region: string; books: number | null }[];
  /** Books gifted per book drive in the year, each cell through the rule; `name` is the drive's
   * English name (its id when the drive is not known). */
  byDrive: { drive: string; name: string; books: number | null }[];
}

function publishRow<T extends object>(row: T): Published<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'number' ? publishedCount(value) : value,
    ]),
  ) as Published<T>;
}

function publishDuration(duration: ImpactDuration): PublishedDuration {
  const enough = duration.count >= SMALL_CELL;
  return {
    count: publishedCount(duration.count),
    medianDays: enough ? duration.medianDays : null,
    p90Days: enough ? duration.p90Days : null,
  };
}

/** A year's raw report (impactReport over its months) through the rule. */
export function publishImpact(
  year: string,
  report: ImpactReport,
  driveNames: ReadonlyMap<string, string> = new Map(),
): PublishedImpact {
  const regions = report.byRegion.filter((row) => row.region !== OTHER_REGION);
  const other = report.byRegion.find((row) => row.region === OTHER_REGION);
  const byRegion = regions.map((row) => ({ region: row.region, books: publishedCount(row.books) }));
  if (other) {
    byRegion.push({
      region: OTHER_REGION,
      books: other.recipients >= SMALL_CELL ? publishedCount(other.books) : null,
    });
  }
  return {
    year,
    months: report.months.map(publishRow),
    totals: publishRow(report.totals),
    wishToOffer: publishDuration(report.wishToOffer),
    offerToReceived: publishDuration(report.offerToReceived),
    byType: report.byType.map((row) => ({ type: row.type, books: publishedCount(row.books) })),
    byRegion,
    byDrive: report.byDrive.map((row) => ({
      drive: row.drive,
      name: driveNames.get(row.drive) ?? row.drive,
      books: publishedCount(row.books),
    })),
  };
}

/** "2026" and nothing else. */
export const YEAR_PATTERN = /^\d{4}$/;

/** The months a year's report covers: January to December, or to this month for the year under way. */
export function yearMonths(year: string, thisMonth: string): { from: string; to: string } {
  return { from: `${year}-01`, to: thisMonth.startsWith(year) ? thisMonth : `${year}-12` };
}

/** How the CSV writes a held-back cell. */
export const HELD_BACK_CSV = '<5';

/** The monthly table as CSV for grant forms: stable column ids, one row a month, then the totals. */
export function impactCsv(report: PublishedImpact): string {
  const columns = [
    'month',
    'books_gifted',
    'wishes_granted',
    'treats_given',
    'books_sent',
    'books_on_their_way',
    'new_members',
    'active_members',
    'lapses',
    'reopens',
  ];
  const cell = (value: number | null) => (value === null ? HELD_BACK_CSV : String(value));
  const line = (row: Omit<PublishedMonthRow, 'month'> & { month: string }) =>
    [
      row.month,
      cell(row.booksGifted),
      cell(row.wishesGranted),
      cell(row.treatsGiven),
      cell(row.booksSent),
      cell(row.booksOnTheirWay),
      cell(row.newMembers),
      cell(row.activeMembers),
      cell(row.lapses),
      cell(row.reopens),
    ].join(',');
  // The book drives of the year, after a blank line: their own two columns, a name quoted as CSV does.
  const drives = report.byDrive.length
    ? [
        '',
        'book_drive,books_gifted',
        ...report.byDrive.map((row) => `${csvText(row.name)},${cell(row.books)}`),
      ]
    : [];
  return (
    [
      columns.join(','),
      ...report.months.map(line),
      line({ month: 'total', ...report.totals }),
      ...drives,
    ].join('\r\n') + '\r\n'
  );
}

/** A text cell: quoted, its quotes doubled (RFC 4180); a leading =, +, - or @ is kept from running as
 * a spreadsheet formula (OWASP's CSV injection advice). */
function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
