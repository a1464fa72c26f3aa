import { describe, expect, it } from 'vitest';
import { type Drive, driveProgress, driveRef, driveStatus, runningDrive } from './drives.ts';
import {
  applyDeltas,
  IMPACT,
  type ImpactMonth,
  type ImpactPost,
  impactReport,
  impactStep,
} from './impact.ts';
import { impactCsv, publishImpact } from './impact-disclosure.ts';
import { grantedWish } from './impact-test-events.ts';
import { openDriveSchema } from './schemas/drives.ts';
import type { PostEvent } from './types.ts';

/** Noon in Vancouver on a day (20:00 UTC in winter, 19:00 in summer: both the same local day). */
const at = (day: string) => Date.parse(`${day}T20:00:00Z`);

const drive = (id: string, startDate: string, endDate: string, extra: Partial<Drive> = {}): Drive => ({
  id,
  texts: { en: { name: id, purpose: 'Books' }, translations: {} },
  partner: { name: 'Richmond Elementary', kind: 'school' },
  goal: 100,
  startDate,
  endDate,
  openedAt: at('2026-01-01'),
  ...extra,
});

describe('a book drive', () => {
  it('is open from its first day to its last, both included, in British Columbia', () => {
    const spring = drive('spring', '2026-03-01', '2026-05-31');
    expect(driveStatus(spring, at('2026-02-28'))).toBe('upcoming');
    expect(driveStatus(spring, at('2026-03-01'))).toBe('open');
    expect(driveStatus(spring, at('2026-05-31'))).toBe('open');
    // 23:30 on its last day in Vancouver is already June 1st in UTC: still open.
    expect(driveStatus(spring, Date.parse('2026-06-01T06:30:00Z'))).toBe('open');
    expect(driveStatus(spring, at('2026-06-01'))).toBe('ended');
  });

  it('ends at once when a volunteer closes it', () => {
    expect(driveStatus(drive('x', '2026-03-01', '2026-05-31', { closedAt: 1 }), at('2026-04-01'))).toBe(
      'ended',
    );
  });

  it('the home page runs the open drive ending soonest', () => {
    const drives = [
      drive('later', '2026-03-01', '2026-06-30'),
      drive('sooner', '2026-03-01', '2026-04-30'),
      drive('closed', '2026-03-01', '2026-03-31', { closedAt: 1 }),
      drive('upcoming', '2026-05-01', '2026-05-02'),
    ];
    expect(runningDrive(drives, at('2026-04-01'))?.id).toBe('sooner');
    expect(runningDrive(drives, at('2026-07-01'))).toBeNull();
  });

  it('shows its progress as a share of the goal, full once passed', () => {
    expect(driveProgress(37, 100)).toBe(37);
    expect(driveProgress(130, 100)).toBe(100);
    expect(driveProgress(0, 100)).toBe(0);
  });

  it('is named on a wish by its id; none when absent or blank', () => {
    expect(driveRef(undefined)).toEqual({ ok: true, value: undefined });
    expect(driveRef('')).toEqual({ ok: true, value: undefined });
    expect(driveRef('abc_123')).toEqual({ ok: true, value: 'abc_123' });
    expect(driveRef('not an id')).toMatchObject({ ok: false });
    expect(driveRef(42)).toMatchObject({ ok: false });
  });

  it("the console's form takes the English words, a partner, a whole goal and ordered calendar days", () => {
    const good = {
      texts: { en: { name: 'Spring drive', purpose: 'Books' } },
      partner: { name: 'Richmond Elementary', kind: 'school' },
      goal: 100,
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    };
    expect(openDriveSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, texts: { en: { name: 'x' } } },
      { ...good, partner: { name: 'Hall', kind: 'casino' } },
      { ...good, goal: 10_001 },
      { ...good, endDate: '2026-02-28' },
      { ...good, startDate: '2026-13-01' },
    ]) {
      expect(openDriveSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("a drive's books gifted, folded with the impact figures", () => {
  const fold = (events: PostEvent[]) => {
    const months = new Map<string, ImpactMonth>();
    let post: ImpactPost | null = null;
    for (const event of events) {
      const step = impactStep(post, event);
      post = step.post;
      applyDeltas(months, step.deltas);
    }
    return { post, months };
  };
  const forDrive = (events: PostEvent[], driveId: string) =>
    events.map((event) =>
      event.type === 'WishPosted' ? ({ ...event, data: { ...event.data, driveId } } as PostEvent) : event,
    );

  it('counts a wish posted for the drive at Book Received, in its month, once', () => {
    const events = forDrive(
      grantedWish('w1', 'reader', 'giver', [
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-04-01',
      ]),
      'spring',
    );
    const { post, months } = fold([...events, ...events]);
    expect(post?.drive).toBe('spring');
    expect(months.get('2026-04')?.counters[IMPACT.giftedByDrive('spring')]).toBe(1);
    expect(months.get('2026-03')?.counters[IMPACT.giftedByDrive('spring')]).toBeUndefined();
  });

  it('counts nothing for a wish of no drive, or one not yet received', () => {
    const granted = grantedWish('w2', 'r', 'g', [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-04-01',
    ]);
    const none = fold(granted);
    expect(
      Object.keys(none.months.get('2026-04')?.counters ?? {}).some((name) => name.startsWith('drive.')),
    ).toBe(false);
    const sent = fold(forDrive(granted.slice(0, 4), 'spring'));
    expect([...sent.months.values()].some((m) => IMPACT.giftedByDrive('spring') in m.counters)).toBe(false);
  });
});

describe('the impact report’s drive dimension', () => {
  it('sums a drive’s books in the year, every cell through the small-cell rule, named in the CSV', () => {
    const months = new Map<string, ImpactMonth>();
    const grant = (id: string, driveId: string) =>
      grantedWish(id, `r-${id}`, `g-${id}`, [
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-04-01',
      ]).map((event) =>
        event.type === 'WishPosted' ? ({ ...event, data: { ...event.data, driveId } } as PostEvent) : event,
      );
    const events = [
      ...Array.from({ length: 7 }, (_, i) => grant(`s${i}`, 'spring')),
      ...Array.from({ length: 3 }, (_, i) => grant(`f${i}`, 'fall')),
    ];
    for (const history of events) {
      let post: ImpactPost | null = null;
      for (const event of history) {
        const step = impactStep(post, event);
        post = step.post;
        applyDeltas(months, step.deltas);
      }
    }
    const report = impactReport([...months.values()], '2026-01', '2026-12');
    expect(report.byDrive).toEqual([
      { drive: 'spring', books: 7 },
      { drive: 'fall', books: 3 },
    ]);
    const published = publishImpact('2026', report, new Map([['spring', 'Spring "reading" drive']]));
    expect(published.byDrive).toEqual([
      { drive: 'spring', name: 'Spring "reading" drive', books: 5 },
      { drive: 'fall', name: 'fall', books: null },
    ]);
    const csv = impactCsv(published).trimEnd().split('\r\n');
    expect(csv.slice(-4)).toEqual([
      '',
      'book_drive,books_gifted',
      '"Spring ""reading"" drive",5',
      '"fall",<5',
    ]);
  });
});
