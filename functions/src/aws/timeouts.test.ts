// A stalled store (DynamoDB Local frozen with SIGSTOP: it accepts connections and never answers, as a
// hung network path would) gets the member an answer within seconds, not a request hanging until
// Lambda's timeout; once the store is back, pressing the button again leaves exactly one event.

import { messages } from '@bookwish/shared/domain/messages';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, expectOk, signedUp, wishlistBody } from '../api-tests/client.ts';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { history } from '../store/event-store.ts';

beforeAll(() => useStackEnv());

let frozen = false;
const freeze = (signal: 'SIGSTOP' | 'SIGCONT') => {
  process.kill(-inject('stack').dynamodbProcessGroup, signal);
  frozen = signal === 'SIGSTOP';
};
// Whatever happens in the test, the store is never left frozen for the tests after it.
afterEach(() => {
  if (frozen) freeze('SIGCONT');
});

describe('a stalled DynamoDB', () => {
  it('answers within 5 s with the spec message; once the store is back, the retried offer leaves one event', async () => {
    const wisher = await signedUp('Wendy Stall');
    const giver = await signedUp('Gabriel Stall');
    const id: string = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Le Petit Prince') }),
      'create',
    ).body.id;

    freeze('SIGSTOP');
    const started = Date.now();
    const stalled = await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} });
    const waited = Date.now() - started;
    freeze('SIGCONT');

    expect(waited).toBeLessThan(5_000);
    expect(stalled.status).toBeGreaterThanOrEqual(500);
    expect(stalled.body).toEqual({ error: { code: 'INTERNAL', message: messages.common.unexpected } });
    expect(stalled.text).not.toMatch(/Timeout|socket|at .*\.ts/);

    // The member presses Offer again. The stalled attempts may still land once the store wakes up;
    // the conditional write lets only one through, so the retry either makes the offer or finds it made.
    const retried = await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} });
    expect([200, 409]).toContain(retried.status);
    const events = await history(id);
    expect(events.filter((event) => event.type === 'OfferMade')).toHaveLength(1);
    const post = expectOk(await call('GET', `/api/wishlists/${id}`, { token: giver.token }), 'read').body;
    expect(post.status).toBe('offered');
  }, 60_000);
});
