// Hold timers on the in-memory store with a clock the test moves: the reminder before each
// deadline (once), the lapse at it (once, both parties' step on the timeline), a transition in time
// or during the sweep always wins, the receipt reminder, and the address erased 30 days after close.

import { messages } from '@bookwish/shared/domain/messages';
import { DAY_MS } from '@bookwish/shared/domain/timers';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { getPost } from './get-post.ts';
import type { EventStore } from './ports.ts';
import { postHistory } from './post-history.ts';
import { gabriel, takeSteps, tessa, testDeps, treatInput, wendy, wishInput } from './test-deps.ts';
import { runDueTimer, sweepTimers } from './timers.ts';
import { transitionPost } from './transition-post.ts';

const address = 'Wendy Park, 123 Main St, Vancouver BC V5K 0A1';
const MINUTE = 60_000;

async function offeredWish() {
  const deps = testDeps();
  const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
  await takeSteps(deps, 'wishlist', wish.id, [['offer', gabriel]]);
  return { deps, id: wish.id };
}

async function confirmedWish() {
  const { deps, id } = await offeredWish();
  await takeSteps(deps, 'wishlist', id, [['confirm', wendy, { shippingAddress: address }]]);
  return { deps, id };
}

const types = (deps: ReturnType<typeof testDeps>, id: string) =>
  deps.store.storedEvents(id).map((e) => e.type);

describe('an offer not answered with an address', () => {
  it('reminds the wisher once 2 days before, lapses at 7 days once, and the post is open again', async () => {
    const { deps, id } = await offeredWish();
    deps.advance(5 * DAY_MS - MINUTE);
    expect(await sweepTimers(deps)).toMatchObject({ done: {}, skipped: 0 });

    deps.advance(MINUTE);
    expect((await sweepTimers(deps)).done).toEqual({ ReminderSent: 1 });
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({
      type: 'ReminderSent',
      actorUid: 'system',
      // Offered 31 Oct at 17:00 in Vancouver: the wisher has all of 7 Nov there (08:00 UTC on the 8th).
      data: { hold: 'shareAddress', toUid: wendy.uid, deadline: Date.UTC(2026, 10, 8, 8) - 1 },
    });
    // Once: the next sweeps before the deadline find nothing.
    deps.advance(DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});

    deps.advance(DAY_MS + 8 * 60 * MINUTE - MINUTE);
    expect((await sweepTimers(deps)).done).toEqual({});
    deps.advance(MINUTE);
    expect((await sweepTimers(deps)).done).toEqual({ OfferLapsed: 1 });
    expect(types(deps, id)).toEqual(['WishPosted', 'OfferMade', 'ReminderSent', 'OfferLapsed']);
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({
      actorUid: 'system',
      data: { giverUid: gabriel.uid },
    });

    const seen = await getPost(deps, 'wishlist', { postId: id, caller: wendy });
    expect(seen).toMatchObject({ status: 'posted', viewer: 'owner' });
    expect(seen).not.toHaveProperty('offerUID');
    expect(seen).not.toHaveProperty('deadline');
    // The reminder is bookkeeping, not a step; the lapse is a short dated line.
    expect(seen.timeline.map((s) => s.status)).toEqual(['Posted', 'Offer lapsed']);
    expect(seen.timeline[1]).toMatchObject({ text: messages.timeline.offerLapsed, actorName: 'Bookwish' });

    // Nothing lapses twice: later sweeps and a direct run find nothing due.
    deps.advance(30 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});
    expect(await runDueTimer(deps, id)).toBe('nothing-due');
    expect(types(deps, id)).toHaveLength(4);

    // Someone else can offer again, with a fresh 7 days.
    const again = await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: tessa, body: {} });
    expect(again).toMatchObject({ status: 'offered', offerUID: tessa.uid });
  });

  it('a clock far past the deadline lapses without a reminder that would come too late', async () => {
    const { deps, id } = await offeredWish();
    deps.advance(40 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({ OfferLapsed: 1 });
    expect(types(deps, id)).toEqual(['WishPosted', 'OfferMade', 'OfferLapsed']);
  });

  it('a transition in time cancels the lapse, even from a page opened before the reminder', async () => {
    const { deps, id } = await offeredWish();
    const opened = await getPost(deps, 'wishlist', { postId: id, caller: wendy });
    deps.advance(6 * DAY_MS);
    await sweepTimers(deps); // the reminder
    const after = await transitionPost(deps, 'wishlist', 'confirm', {
      postId: id,
      caller: wendy,
      body: { shippingAddress: address, expectedVersion: opened.version },
    });
    expect(after.status).toBe('confirmed');
    deps.advance(2 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});
    expect((await getPost(deps, 'wishlist', { postId: id, caller: wendy })).status).toBe('confirmed');
  });

  it('a member who acts while the sweep runs wins; the sweep appends nothing', async () => {
    const { deps, id } = await offeredWish();
    deps.advance(8 * DAY_MS);
    // The wisher's address lands between the sweep's read and its append.
    const racing = new Proxy(deps.store, {
      get(target, prop) {
        if (prop === 'append') {
          return async (...args: Parameters<EventStore['append']>) => {
            if (args[2].actorUid === 'system') {
              await takeSteps(deps, 'wishlist', id, [['confirm', wendy, { shippingAddress: address }]]);
            }
            return target.append(...args);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await runDueTimer({ ...deps, store: racing }, id)).toBe('lost-race');
    expect(types(deps, id)).toEqual(['WishPosted', 'OfferMade', 'AddressShared']);
  });
});

describe('a confirmed gift not marked sent', () => {
  it('reminds the giver at 12 days, lapses at 14: the address leaves the post', async () => {
    const { deps, id } = await confirmedWish();
    expect((await getPost(deps, 'wishlist', { postId: id, caller: gabriel })).deadline).toEqual({
      hold: 'sendGift',
      at: Date.UTC(2026, 10, 15, 8) - 1,
      day: '2026-11-14',
    });
    // Only the member who must act sees a deadline.
    expect(await getPost(deps, 'wishlist', { postId: id, caller: wendy })).not.toHaveProperty('deadline');
    deps.advance(12 * DAY_MS);
    await sweepTimers(deps);
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({
      type: 'ReminderSent',
      data: { hold: 'sendGift', toUid: gabriel.uid },
    });
    deps.advance(3 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({ GiftLapsed: 1 });
    const seen = await getPost(deps, 'wishlist', { postId: id, caller: wendy });
    expect(seen).toMatchObject({ status: 'posted' });
    expect(JSON.stringify(seen)).not.toContain('123 Main St');
  });

  it('marking it sent in time cancels the lapse; the recipient is reminded once at 10 days', async () => {
    const { deps, id } = await confirmedWish();
    deps.advance(13 * DAY_MS);
    await takeSteps(deps, 'wishlist', id, [['fulfil', gabriel, { fulfillmentMessage: 'Tracking 123' }]]);
    deps.advance(10 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({ ReminderSent: 1 });
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({
      data: { hold: 'confirmReceipt', toUid: wendy.uid },
    });
    deps.advance(100 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});
    expect((await getPost(deps, 'wishlist', { postId: id, caller: wendy })).status).toBe('fulfilled');
  });
});

describe('a treat request not shipped', () => {
  it('the treater sees the deadline, is reminded at 12 days, and the request lapses at 14', async () => {
    const deps = testDeps();
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await takeSteps(deps, 'treat', treat.id, [
      ['request', wendy, { shippingAddress: address, requestMessage: 'For my book club.' }],
    ]);
    const forTreater = await getPost(deps, 'treat', { postId: treat.id, caller: tessa });
    expect(forTreater.deadline).toEqual({
      hold: 'shipTreat',
      at: Date.UTC(2026, 10, 15, 8) - 1,
      day: '2026-11-14',
    });
    deps.advance(12 * DAY_MS);
    await sweepTimers(deps);
    expect(deps.store.storedEvents(treat.id).at(-1)).toMatchObject({
      type: 'ReminderSent',
      data: { hold: 'shipTreat', toUid: tessa.uid },
    });
    deps.advance(3 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({ RequestLapsed: 1 });
    const seen = await getPost(deps, 'treat', { postId: treat.id, caller: tessa });
    expect(seen).toMatchObject({ status: 'posted', requested: false });
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'Request lapsed',
      text: messages.timeline.requestLapsed,
    });
  });

  it('shipping in time cancels the lapse', async () => {
    const deps = testDeps();
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await takeSteps(deps, 'treat', treat.id, [
      ['request', wendy, { shippingAddress: address, requestMessage: 'For my book club.' }],
    ]);
    deps.advance(13 * DAY_MS);
    await takeSteps(deps, 'treat', treat.id, [['ship', tessa]]);
    deps.advance(2 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});
    expect((await getPost(deps, 'treat', { postId: treat.id, caller: tessa })).status).toBe('shipped');
  });
});

describe('the address after close', () => {
  it('is erased 30 days after close: no longer in the state, the detail or the timeline', async () => {
    const { deps, id } = await confirmedWish();
    await takeSteps(deps, 'wishlist', id, [
      ['fulfil', gabriel, { fulfillmentMessage: 'Tracking 123' }],
      ['close', wendy, { thankYouNote: 'Merci!' }],
    ]);
    expect(JSON.stringify(await getPost(deps, 'wishlist', { postId: id, caller: wendy }))).toContain(
      '123 Main St',
    );

    deps.advance(30 * DAY_MS - MINUTE);
    expect((await sweepTimers(deps)).done).toEqual({});
    deps.advance(MINUTE);
    expect((await sweepTimers(deps)).done).toEqual({ AddressErased: 1 });
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({ type: 'AddressErased', actorUid: 'system' });
    // Gone from the stored events too (what volunteers replay), and the history still replays.
    expect(JSON.stringify(deps.store.storedEvents(id))).not.toContain('123 Main St');
    expect(deps.store.storedEvents(id).find((e) => e.type === 'AddressShared')).toMatchObject({
      data: { shippingAddress: '' },
    });

    const seen = await getPost(deps, 'wishlist', { postId: id, caller: wendy });
    expect(seen).not.toHaveProperty('shippingAddress');
    const json = JSON.stringify(seen);
    expect(json).not.toContain('123 Main St');
    // Nothing missing is reported either: the address is simply gone.
    expect(json).not.toContain(messages.post.missingAddress);
    expect(seen.timeline.at(-1)?.conclusion).toBe(messages.timeline.wishlistFulfilled);

    deps.advance(365 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({});
  });

  it("takes the tracking numbers with it, from the events and from the volunteers' replay", async () => {
    // A carrier's tracking page shows where the book was delivered: the number is the address's.
    const WISH_NUMBER = '1Z5R89390357567127';
    const TREAT_NUMBER = '0073938000549297';
    const { deps, id } = await confirmedWish();
    await takeSteps(deps, 'wishlist', id, [
      ['fulfil', gabriel, { fulfillmentMessage: 'Sent today', carrier: 'ups', trackingNumber: WISH_NUMBER }],
      ['close', wendy, { thankYouNote: 'Merci!' }],
    ]);
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await takeSteps(deps, 'treat', treat.id, [
      ['request', wendy, { shippingAddress: address, requestMessage: 'please' }],
      ['ship', tessa, { shippedMessage: 'Shipped', carrier: 'canadaPost', trackingNumber: TREAT_NUMBER }],
      ['close', wendy, { thankYouNote: 'Thanks' }],
    ]);
    expect(JSON.stringify(deps.store.storedEvents(id))).toContain(WISH_NUMBER);

    deps.advance(30 * DAY_MS);
    expect((await sweepTimers(deps)).done).toEqual({ AddressErased: 2 });
    for (const [postId, number, said] of [
      [id, WISH_NUMBER, 'Sent today'],
      [treat.id, TREAT_NUMBER, 'Shipped'],
    ] as const) {
      const events = JSON.stringify(deps.store.storedEvents(postId));
      expect(events).not.toContain(number);
      expect(events).not.toContain('123 Main St');
      // The sender's own words stay: only what leads to the address goes.
      expect(events).toContain(said);
      const replay = await postHistory(deps.store, postId);
      expect(JSON.stringify(replay?.steps)).not.toContain(number);
      expect(replay?.consistent).toBe(true);
    }
  });
});
