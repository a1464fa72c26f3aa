// 50 members press Offer (or Request) on the same post at the same moment: exactly one wins, the 49
// others get a 409 that says why, and the stream holds exactly one new event.

import { beforeAll, describe, expect, it } from 'vitest';
import { history, load } from '../store/event-store.ts';
import { call, expectOk, signedUp, treatBody, wishlistBody } from './client.ts';
import { useStackEnv } from './stack-env.ts';

const RACERS = 50;

beforeAll(() => useStackEnv());

function tally(statuses: number[]) {
  const count: Record<number, number> = {};
  for (const s of statuses) count[s] = (count[s] ?? 0) + 1;
  return count;
}

describe('races', () => {
  it('50 concurrent offers on one posted wishlist: one 200, 49 409s, one OfferMade', async () => {
    const wisher = await signedUp('Wisher');
    const id: string = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody() }),
      'create',
    ).body.id;
    const racers = await Promise.all(Array.from({ length: RACERS }, (_, i) => signedUp(`Racer ${i}`)));
    const answers = await Promise.all(
      racers.map((r) => call('POST', `/api/wishlists/${id}/offer`, { token: r.token, body: {} })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.error.code).toBe('CONFLICT');
      expect(lost.body.error.message).toBe('Someone has already offered to gift this book.');
    }
    const events = await history(id);
    expect(events.filter((e) => e.type === 'OfferMade')).toHaveLength(1);
    const state = await load(id);
    const winner = racers[answers.findIndex((a) => a.status === 200)];
    expect(state && 'offerUID' in state ? state.offerUID : undefined).toBe(winner?.uid);
    expect(state && 'version' in state ? state.version : undefined).toBe(events.length);
  });

  it('50 concurrent requests on one posted treat: one 200, 49 409s, one TreatRequested', async () => {
    const treater = await signedUp('Treater');
    const id: string = expectOk(
      await call('POST', '/api/treats', { token: treater.token, body: treatBody() }),
      'create',
    ).body.id;
    const racers = await Promise.all(Array.from({ length: RACERS }, (_, i) => signedUp(`Requester ${i}`)));
    const answers = await Promise.all(
      racers.map((r, i) =>
        call('POST', `/api/treats/${id}/request`, {
          token: r.token,
          body: { shippingAddress: `${i} Race St, Richmond BC`, requestMessage: `Please, from racer ${i}` },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.error.message).toBe('Someone has already requested this book.');
    }
    const events = await history(id);
    expect(events.filter((e) => e.type === 'TreatRequested')).toHaveLength(1);
    const state = await load(id);
    const winner = answers.findIndex((a) => a.status === 200);
    // The stored address is the winner's, not a mix of racers.
    expect(state && 'shippingAddress' in state ? state.shippingAddress : undefined).toBe(
      `${winner} Race St, Richmond BC`,
    );
  });

  it('a stale expectedVersion (double click on an old page) is a 409 and writes nothing', async () => {
    const wisher = await signedUp('Wisher');
    const giver = await signedUp('Giver');
    const id: string = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody() }),
      'create',
    ).body.id;
    const stale = await call('POST', `/api/wishlists/${id}/offer`, {
      token: giver.token,
      body: { expectedVersion: 7 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'This post has changed since you opened it. Please refresh the page.',
    );
    expect(await history(id)).toHaveLength(1);
    const fresh = await call('POST', `/api/wishlists/${id}/offer`, {
      token: giver.token,
      body: { expectedVersion: 1 },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.version).toBe(2);
  });
});
