// The impact figures (GET /api/support/impact) through the local front: volunteers only, by calendar
// year only, an exchange closed through the API counted by the stream consumer, the CSV's rows the same
// as the JSON's, the overlapping-range attack on a held-back cell refused; and the live projection, a
// redelivery, a post first seen late and the backfill agree on the same history in the table.

import { randomInt, randomUUID } from 'node:crypto';
import { IMPACT_EVENT_TYPES, impactReport } from '@bookwish/shared/domain/impact';
import { publishedCount, yearMonths } from '@bookwish/shared/domain/impact-disclosure';
import { grantedWish } from '@bookwish/shared/domain/impact-test-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { countStorageCalls } from '../store/call-counter.ts';
import { history } from '../store/event-store.ts';
import { backfillImpact, type ImpactPartition, impactMonths, projectImpact } from '../store/impact-store.ts';
import { call, expectOk, member, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const thisYear = () => String(new Date().getUTCFullYear());

async function report(query = '') {
  return expectOk(await call('GET', `/api/support/impact${query}`, { token: volunteer().token }), 'impact')
    .body;
}

/** A partition of the test's own beside the product's figures. */
function partition(): ImpactPartition {
  const tag = randomUUID();
  return {
    months: `IMPACT-TEST#${tag}`,
    post: (postId) => `IMPACT-TEST#${tag}#POST#${postId}`,
    drive: (driveId) => `IMPACT-TEST#${tag}#DRIVE#${driveId}`,
  };
}

describe('the impact figures', () => {
  it('are for volunteers only, and a period that is not a calendar year says how to choose one', async () => {
    expect((await call('GET', '/api/support/impact')).status).toBe(403);
    const stranger = await call('GET', '/api/support/impact', { token: member().token });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe('Only our volunteers can do this.');

    for (const query of ['?year=26', '?year=2026-01', '?from=2026-01&to=2026-03', '?year=2026&to=2026-03']) {
      const bad = await call('GET', `/api/support/impact${query}`, { token: volunteer().token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.message).toBe(
        'Please choose a calendar year, like 2026: the figures come by whole years only.',
      );
    }
  });

  it('give no held-back cell away to two overlapping ranges that differ by one exchange in one region', async () => {
    // A year of its own in the product's figures, long past, so no other file's exchange is in it:
    // a region of 6 recipients by March and a 7th in April, folded by the projection the stream uses.
    const year = String(randomInt(1000, 1900));
    const tag = randomUUID().slice(0, 8);
    const place = `Attackville ${tag}`;
    const region = `attackville ${tag}`;
    const dates = (month: string) => ['01', '02', '03', '04', '20'].map((d) => `${year}-${month}-${d}`);
    const histories = [
      ...Array.from({ length: 6 }, (_, i) =>
        grantedWish(`${tag}-m${i}`, `${tag}-reader${i}`, `${tag}-giver`, dates('03'), place),
      ),
      grantedWish(`${tag}-april`, `${tag}-april-reader`, `${tag}-giver`, dates('04'), place),
    ];
    // Only the events a figure reads, numbered in a row: the projection reads a gap from the post's
    // stored history, and these posts have none.
    for (const events of histories) {
      const counted = events.filter((event) => IMPACT_EVENT_TYPES.has(event.type));
      for (const [i, event] of counted.entries()) await projectImpact({ ...event, seq: i + 1 });
    }

    // The attack: January to March against January to April. Without the rule the two answered 6 and 7
    // books for the region, so April's one exchange there, a cell held back everywhere else, came out.
    for (const to of ['03', '04']) {
      const range = await call('GET', `/api/support/impact?from=${year}-01&to=${year}-${to}`, {
        token: volunteer().token,
      });
      expect(range.status, JSON.stringify(range.body)).toBe(400);
    }
    // What a volunteer can read: the year, its region rounded to 5, April's row held back.
    const figures = await report(`?year=${year}`);
    expect(figures.byRegion).toContainEqual({ region, books: 5 });
    const april = figures.months.find((row: { month: string }) => row.month === `${year}-04`);
    expect(april).toMatchObject({ booksGifted: null, wishesGranted: null, activeMembers: null });
    expect(figures.totals.booksGifted).toBe(5);
    const csv = await call('GET', `/api/support/impact?year=${year}&format=csv`, {
      token: volunteer().token,
    });
    expect(csv.text.split('\r\n')[4]).toBe(`${year}-04,<5,<5,0,<5,0,<5,<5,0,0`);
  });

  it('count a book received this month once the stream has passed, rounded, and the CSV says the same', async () => {
    const year = thisYear();
    const month = new Date().toISOString().slice(0, 7);
    /** This year's books gifted as stored (the projection's counters, before the rule). */
    const storedGifted = async () => {
      const { from, to } = yearMonths(year, month);
      return impactReport(await impactMonths(), from, to).totals;
    };
    const before = await storedGifted();
    await wishlistAt('closed', member('Impact Wisher'), member('Impact Giver'));
    await treatAt('closed', member('Impact Treater'), member('Impact Requester'));

    // The stream consumer counts after the writes: wait as a volunteer refreshing the page would. On a
    // busy machine it has the other files' events before these (a loop of 400 in abuse.test): a run with
    // three workers found it over a minute behind, so the wait is the test's, not a minute's.
    // Every figure the two exchanges move, not one: other files close exchanges this month too, so books
    // gifted could be up by two while this treat's own count is still on its way.
    let stored = before;
    const counted = () =>
      stored.booksGifted >= before.booksGifted + 2 &&
      stored.wishesGranted >= before.wishesGranted + 1 &&
      stored.treatsGiven >= before.treatsGiven + 1;
    const until = Date.now() + 150_000;
    while (Date.now() < until && !counted()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      stored = await storedGifted();
    }
    expect(counted(), JSON.stringify({ before, stored })).toBe(true);

    // The page shows the stored count through the rule: other files close exchanges meanwhile, so it
    // lies between the rule's figure for a count read just before and one read just after.
    const low = publishedCount((await storedGifted()).booksGifted) ?? 0;
    const after = await report(`?year=${year}`);
    const high = publishedCount((await storedGifted()).booksGifted) ?? 0;
    expect(after.totals.booksGifted ?? 0).toBeGreaterThanOrEqual(low);
    expect(after.totals.booksGifted ?? 0).toBeLessThanOrEqual(high);
    expect(after.totals.booksGifted % 5).toBe(0);
    expect(JSON.stringify(after)).not.toMatch(/Impact (Wisher|Giver|Treater|Requester)|SECRET/);

    const csv = await call('GET', `/api/support/impact?year=${year}&format=csv`, {
      token: volunteer().token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`bookwish-impact-${year}.csv`);
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header?.split(',')[1]).toBe('books_gifted');
    expect(rows[0]?.split(',')[0]).toBe(`${year}-01`);
    const thisMonthRow = rows.find((row) => row.startsWith(`${month},`))?.split(',');
    expect(thisMonthRow?.[1]).toMatch(/^(<5|\d*[05])$/);
  });

  it('agree live, redelivered, first seen late and backfilled, on the same history', async () => {
    const ids = [
      await wishlistAt('closed', member('Agree Wisher'), member('Agree Giver')),
      await wishlistAt('offered', member('Agree Second Wisher'), member('Agree Second Giver')),
      await treatAt('closed', member('Agree Treater'), member('Agree Requester')),
    ];
    const histories = await Promise.all(ids.map((id) => history(id)));

    const live = partition();
    const calls = countStorageCalls(dynamo());
    try {
      for (const events of histories) {
        for (const [i, event] of events.entries()) {
          calls.reset();
          await projectImpact(event, live);
          // A post's first event is written with no read before it: there is nothing to read yet.
          if (i === 0) expect(calls.counts()).toEqual({ TransactWriteItemsCommand: 1 });
        }
      }
    } finally {
      calls.detach();
    }
    const liveMonths = await impactMonths(live);
    expect(liveMonths.length).toBeGreaterThan(0);

    // The whole stream delivered again changes nothing.
    for (const events of histories)
      for (const event of events) expect(await projectImpact(event, live)).not.toBe('counted');
    expect(await impactMonths(live)).toEqual(liveMonths);

    // A post the consumer first meets at its last event is folded whole from its history.
    const late = partition();
    for (const events of histories) await projectImpact(events.at(-1) as (typeof events)[number], late);
    expect(await impactMonths(late)).toEqual(liveMonths);

    const backfilled = partition();
    const mine = new Set(ids);
    expect(await backfillImpact(backfilled, (postId) => mine.has(postId))).toBe(3);
    expect(await impactMonths(backfilled)).toEqual(liveMonths);
    // A second run finds every post folded already.
    expect(await backfillImpact(backfilled, (postId) => mine.has(postId))).toBe(0);
    expect(await impactMonths(backfilled)).toEqual(liveMonths);
  });
});
