// The impact figures (GET /api/support/impact) through the local front: volunteers only, months
// checked, an exchange closed through the API counted by the stream consumer, the CSV's rows the same as
// the JSON's; and the live projection, a redelivery, a post first seen late and the backfill agree on
// the same history in the table.

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { countStorageCalls } from '../store/call-counter.ts';
import { history } from '../store/event-store.ts';
import { backfillImpact, type ImpactPartition, impactMonths, projectImpact } from '../store/impact-store.ts';
import { call, expectOk, member, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const thisMonth = () => new Date().toISOString().slice(0, 7);

async function report(query = '') {
  return expectOk(await call('GET', `/api/support/impact${query}`, { token: volunteer().token }), 'impact')
    .body;
}

/** A partition of the test's own beside the product's figures. */
function partition(): ImpactPartition {
  const tag = randomUUID();
  return { months: `IMPACT-TEST#${tag}`, post: (postId) => `IMPACT-TEST#${tag}#POST#${postId}` };
}

describe('the impact figures', () => {
  it('are for volunteers only, and a month range that is not one says how to write it', async () => {
    expect((await call('GET', '/api/support/impact')).status).toBe(403);
    const stranger = await call('GET', '/api/support/impact', { token: member().token });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe('Only our volunteers can do this.');

    for (const query of ['?from=2026-13', '?from=26-01', '?to=2026-1']) {
      const bad = await call('GET', `/api/support/impact${query}`, { token: volunteer().token });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Please choose months as year and month, like 2026-01.');
    }
    const backwards = await call('GET', '/api/support/impact?from=2026-05&to=2026-01', {
      token: volunteer().token,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(
      'Please choose a first month that comes before the last, at most 5 years apart.',
    );
  });

  it('count a book received this month once the stream has passed, and the CSV says the same', async () => {
    const month = thisMonth();
    const before = await report(`?from=${month}&to=${month}`);
    await wishlistAt('closed', member('Impact Wisher'), member('Impact Giver'));
    await treatAt('closed', member('Impact Treater'), member('Impact Requester'));

    // The stream consumer counts after the writes: wait as a volunteer refreshing the page would. On a
    // busy machine it has the other files' events before these (a loop of 400 in abuse.test): a run with
    // three workers found it over a minute behind, so the wait is the test's, not a minute's.
    // Every figure the two exchanges move, not one: other files close exchanges this month too, so books
    // gifted could be up by two while this treat's own count is still on its way.
    let after = before;
    const counted = () =>
      after.totals.booksGifted >= before.totals.booksGifted + 2 &&
      after.totals.wishesGranted >= before.totals.wishesGranted + 1 &&
      after.totals.treatsGiven >= before.totals.treatsGiven + 1 &&
      after.offerToReceived.count >= 2;
    const until = Date.now() + 150_000;
    while (Date.now() < until && !counted()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await report(`?from=${month}&to=${month}`);
    }
    expect(after.totals.booksGifted, JSON.stringify({ before, after })).toBeGreaterThanOrEqual(
      before.totals.booksGifted + 2,
    );
    expect(after.totals.wishesGranted).toBeGreaterThanOrEqual(before.totals.wishesGranted + 1);
    expect(after.totals.treatsGiven).toBeGreaterThanOrEqual(before.totals.treatsGiven + 1);
    expect(after.offerToReceived.count).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(after)).not.toMatch(/Impact (Wisher|Giver|Treater|Requester)|SECRET/);

    const csv = await call('GET', `/api/support/impact?from=${month}&to=${month}&format=csv`, {
      token: volunteer().token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`bookwish-impact-${month}-to-${month}.csv`);
    const [header, row] = csv.text.trimEnd().split('\r\n');
    expect(header?.split(',')[1]).toBe('books_gifted');
    const cells = row?.split(',').map((cell, i) => (i === 0 ? cell : Number(cell)));
    expect(cells?.[0]).toBe(month);
    expect(cells?.[1]).toBeGreaterThanOrEqual(after.months[0].booksGifted);
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
