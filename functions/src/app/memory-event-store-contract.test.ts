// The in-memory store keeps the EventStore contract the DynamoDB store keeps (the same suite runs on
// DynamoDB Local in store/dynamo-event-store-contract.test.ts).
import { describe, expect, it } from 'vitest';
import { act, actInTurn, eventStoreContract, member, wish } from '../store/event-store-contract.ts';
import { MemoryEventStore } from '../store/memory-event-store.ts';

eventStoreContract('in memory', () => new MemoryEventStore());

// The wall's pages are not in the shared suite: on DynamoDB Local other files' thank-yous share the
// wall, so its order is checked there through the API (api-tests/thanks-wall.test.ts).
describe('the in-memory wall', () => {
  it('pages thank-yous newest Book Received first, whatever order the wishes were posted in', async () => {
    const store = new MemoryEventStore();
    const day = 86_400_000;
    const start = Date.UTC(2026, 10, 1);
    // Posted a, b, c; received c, a, b: the wall is b, a, c.
    const posts = [];
    for (const title of ['a', 'b', 'c']) {
      const wisher = member(`Wisher ${title}`);
      const posted = await act(
        store,
        'wishlist',
        `w-${title}`,
        null,
        { type: 'post', input: wish(title) },
        wisher,
        start,
      );
      if (!posted.ok) throw new Error('post lost');
      const giver = member(`Giver ${title}`);
      const sent = await actInTurn(
        store,
        posted.post,
        [
          [{ type: 'offer' }, giver],
          [{ type: 'confirm', shippingAddress: '1 Main St' }, wisher],
          [{ type: 'fulfil', fulfillmentMessage: 'Sent' }, giver],
        ],
        start,
      );
      posts.push({ wisher, post: sent });
    }
    const receivedOn = { a: 2, b: 3, c: 1 };
    for (const { wisher, post } of posts) {
      const close = {
        type: 'close',
        thankYouNote: 'Thank you!',
        thankYouPhotoURL: '',
        onWall: true,
      } as const;
      const at = start + receivedOn[post.title as keyof typeof receivedOn] * day;
      const closed = await act(store, 'wishlist', post.id, post, close, wisher, at);
      if (!closed.ok) throw new Error('close lost');
    }
    const first = await store.listWall({ limit: 2 });
    expect(first.items.map((p) => p.title)).toEqual(['b', 'a']);
    expect(first.nextCursor).not.toBeNull();
    const second = await store.listWall({ limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.items.map((p) => p.title)).toEqual(['c']);
    expect(second.nextCursor).toBeNull();
  });
});
