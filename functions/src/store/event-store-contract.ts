// The EventStore port's contract, one suite for every store: the in-memory store the use cases are
// tested on must keep the same rules as the DynamoDB store members use, or an app test could pass on a
// rule the database breaks. Called by store/dynamo-event-store-contract.test.ts (DynamoDB Local) and
// app/memory-event-store-contract.test.ts (in memory). Each test makes its own members and posts, so it
// holds on a table other tests write to as well.
import { randomUUID } from 'node:crypto';
import { decidePost, evolvePost } from '@bookwish/shared/domain/post';
import type { Actor, Post, PostKind, TreatCommand, WishlistCommand } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { type EventStore, InvalidCursorError, isTombstone } from '../app/ports.ts';

/** Fixtures of the store's tests (this suite and store/event-store.test.ts). */
export const member = (name: string): Actor => ({ uid: randomUUID(), name });
export const volunteer: Actor = { uid: randomUUID(), name: 'Val Volunteer', volunteer: true };

export const wish = (title: string) => ({
  title,
  author: 'An Author',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.com/book',
  destination: 'Canada',
  price: 'CAD 20.00',
  message: 'It would make my day.',
});

/** Decides a command on the stored state and appends the event, like a use case does. */
export async function act(
  store: EventStore,
  kind: PostKind,
  postId: string,
  state: Post | null,
  command: WishlistCommand | TreatCommand,
  actor: Actor,
  now = Date.now(),
) {
  const decision = decidePost(kind, state, command, actor, { postId, now });
  if (!decision.ok || 'delete' in decision) throw new Error(`refused: ${JSON.stringify(decision)}`);
  return store.append(postId, state?.version ?? 0, decision.event, evolvePost(state, decision.event));
}

/** Takes `steps` on `post` in turn, each on the state the one before left; returns the last state. */
export async function actInTurn(
  store: EventStore,
  post: Post,
  steps: readonly (readonly [WishlistCommand | TreatCommand, Actor])[],
  at = Date.now(),
): Promise<Post> {
  let current = post;
  for (const [command, actor] of steps) {
    const done = await act(store, post.kind, post.id, current, command, actor, at);
    if (!done.ok) throw new Error(`${command.type} lost`);
    current = done.post;
  }
  return current;
}

export function eventStoreContract(name: string, makeStore: () => EventStore | Promise<EventStore>): void {
  async function postWishlist(store: EventStore, owner: Actor, title: string, at = Date.now()) {
    const result = await act(
      store,
      'wishlist',
      randomUUID(),
      null,
      { type: 'post', input: wish(title) },
      owner,
      at,
    );
    if (!result.ok) throw new Error('post lost a race');
    return result.post;
  }

  async function loaded(store: EventStore, id: string): Promise<Post> {
    const state = await store.load(id);
    if (!state || isTombstone(state)) throw new Error(`post ${id} missing`);
    return state;
  }

  describe(`EventStore contract: ${name}`, () => {
    it('appends guarded by version: one creation per id, a stale version is a Conflict, state follows', async () => {
      const store = await makeStore();
      const wisher = member('Wendy');
      const post = await postWishlist(store, wisher, 'The Hobbit');
      expect(post.version).toBe(1);
      const again = await act(store, 'wishlist', post.id, null, { type: 'post', input: wish('x') }, wisher);
      expect(again).toEqual({ ok: false, conflict: true, postId: post.id, expectedVersion: 0 });

      const first = await act(store, 'wishlist', post.id, post, { type: 'offer' }, member('First'));
      expect(first.ok).toBe(true);
      const late = await act(store, 'wishlist', post.id, post, { type: 'offer' }, member('Late'));
      expect(late).toEqual({ ok: false, conflict: true, postId: post.id, expectedVersion: 1 });
      const stored = await loaded(store, post.id);
      expect(stored.version).toBe(2);
      expect(stored.status).toBe('offered');
    });

    it('refuses an event that does not follow the expected version (a bug, not a race)', async () => {
      const store = await makeStore();
      const post = await postWishlist(store, member('Ann'), 'Dune');
      const decision = decidePost('wishlist', post, { type: 'offer' }, member('Gus'), {
        postId: post.id,
        now: 1,
      });
      if (!decision.ok || 'delete' in decision) throw new Error('refused');
      await expect(
        store.append(post.id, 5, decision.event, evolvePost(post, decision.event)),
      ).rejects.toThrow(/do not follow/);
    });

    it('loads a post, null for one that never existed, many at once, and its history in order', async () => {
      const store = await makeStore();
      const owner = member('Olive');
      const one = await postWishlist(store, owner, 'One');
      const two = await postWishlist(store, owner, 'Two');
      expect(await store.load(randomUUID())).toBeNull();
      expect((await loaded(store, one.id)).title).toBe('One');
      const many = await store.loadMany([one.id, randomUUID(), two.id]);
      expect(many.map((p) => p.id).sort()).toEqual([one.id, two.id].sort());
      await act(store, 'wishlist', one.id, one, { type: 'offer' }, member('Gina'));
      const events = await store.history(one.id);
      expect(events.map((e) => [e.type, e.seq])).toEqual([
        ['WishPosted', 1],
        ['OfferMade', 2],
      ]);
      expect(await store.history(randomUUID())).toEqual([]);
    });

    it("pages a member's own posts newest first, and refuses a cursor it did not issue", async () => {
      const store = await makeStore();
      const owner = member('Pat');
      const base = Date.UTC(2099, 0, 1);
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push(await postWishlist(store, owner, `Book ${i}`, base + i * 1000));
      const first = await store.listByOwner('wishlist', owner.uid, { limit: 2 });
      expect(first.items.map((p) => p.title)).toEqual(['Book 2', 'Book 1']);
      expect(first.nextCursor).not.toBeNull();
      const second = await store.listByOwner('wishlist', owner.uid, { limit: 2, cursor: first.nextCursor });
      expect(second.items.map((p) => p.title)).toEqual(['Book 0']);
      expect(second.nextCursor).toBeNull();
      expect((await store.listByOwner('treat', owner.uid)).items).toEqual([]);
      await expect(store.listByOwner('wishlist', owner.uid, { cursor: 'not-ours' })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
    });

    it('lists the posts a member joined while they are its party, and remembers them for good', async () => {
      const store = await makeStore();
      const post = await postWishlist(store, member('Wes'), 'Joined');
      const giver = member('Gail');
      const offered = await act(store, 'wishlist', post.id, post, { type: 'offer' }, giver);
      if (!offered.ok) throw new Error('offer lost');
      expect((await store.listByParty('wishlist', giver.uid)).items.map((p) => p.id)).toEqual([post.id]);
      const withdrawn = await act(
        store,
        'wishlist',
        post.id,
        offered.post,
        { type: 'withdraw', reason: '' },
        giver,
      );
      expect(withdrawn.ok).toBe(true);
      expect((await store.listByParty('wishlist', giver.uid)).items).toEqual([]);
      expect(await store.postsJoinedBy(giver.uid)).toEqual([post.id]);
    });

    it('lists a kind with filters, open matches of a book, and drops a removed post from every list', async () => {
      const store = await makeStore();
      const owner = member('Rita');
      const title = `Rare ${randomUUID()}`;
      const post = await postWishlist(store, owner, title, Date.UTC(2099, 5, 1));
      const findAll = async (filter = {}) => {
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await store.listAll('wishlist', { limit: 100, cursor }, filter);
          ids.push(...page.items.map((p) => p.id));
          cursor = page.nextCursor;
        } while (cursor && !ids.includes(post.id));
        return ids;
      };
      expect(await findAll({ open: true, type: 'Fiction', destination: 'canada' })).toContain(post.id);
      expect(await findAll({ type: 'Textbook' })).not.toContain(post.id);
      const { bookMatchKey } = await import('@bookwish/shared/domain/book-match');
      const key = bookMatchKey(post);
      if (!key) throw new Error('no match key');
      expect((await store.listOpenMatches('wishlist', key, 5)).map((p) => p.id)).toEqual([post.id]);

      const removed = await act(
        store,
        'wishlist',
        post.id,
        post,
        { type: 'remove', reason: 'spam' },
        volunteer,
      );
      expect(removed.ok).toBe(true);
      expect(await findAll()).not.toContain(post.id);
      expect((await store.listByOwner('wishlist', owner.uid)).items).toEqual([]);
      expect((await store.listOpenMatches('wishlist', key, 5)).map((p) => p.id)).toEqual([]);
      expect((await store.listRemovedByOwner(owner.uid)).items.map((p) => p.id)).toEqual([post.id]);
      expect((await loaded(store, post.id)).removed).toBe(true);
    });

    it('deletes guarded by version and leaves a tombstone without personal data', async () => {
      const store = await makeStore();
      const owner = member('Dora');
      const post = await postWishlist(store, owner, 'Private title');
      expect(await store.deletePost(post.id, 0, Date.now())).toEqual({
        ok: false,
        conflict: true,
        postId: post.id,
        expectedVersion: 0,
      });
      expect(await store.deletePost(post.id, 1, 1234)).toEqual({ ok: true });
      const state = await store.load(post.id);
      expect(state).toEqual({ tombstone: true, id: post.id, kind: 'wishlist', deletedAt: 1234 });
      expect(JSON.stringify(state)).not.toContain('Private title');
      expect(await store.history(post.id)).toEqual([]);
      expect(await store.loadMany([post.id])).toEqual([]);
      expect((await store.listByOwner('wishlist', owner.uid)).items).toEqual([]);
      const offer = await act(store, 'wishlist', post.id, post, { type: 'offer' }, member('Too late'));
      expect(offer.ok).toBe(false);
    });

    it('erases: rewrites earlier events with the erasure in one guarded write, and blanks an address', async () => {
      const store = await makeStore();
      const wisher = member('Eve');
      const post = await postWishlist(store, wisher, 'Forget me');
      const giver = member('Gil');
      const confirmed = await actInTurn(store, post, [
        [{ type: 'offer' }, giver],
        [{ type: 'confirm', shippingAddress: '1 Secret Lane' }, wisher],
      ]);
      const events = await store.history(post.id);
      const [posted] = events;
      if (posted?.type !== 'WishPosted') throw new Error('no WishPosted');
      const rewritten = [{ ...posted, actorName: '', data: { ...posted.data, message: '' } }];
      const forgotten = {
        postId: post.id,
        seq: 4,
        at: Date.now(),
        actorUid: wisher.uid,
        actorName: '',
        type: 'MemberForgotten' as const,
        data: {},
      };
      const next = evolvePost(confirmed, forgotten);
      expect((await store.appendErasure(post.id, 3, forgotten, next, rewritten)).ok).toBe(true);
      // The same erasure again on the version it saw: someone (itself) wrote first, a Conflict.
      expect(await store.appendErasure(post.id, 3, forgotten, next, rewritten)).toEqual({
        ok: false,
        conflict: true,
        postId: post.id,
        expectedVersion: 3,
      });
      const after = await store.history(post.id);
      expect(after.map((e) => e.type)).toEqual([
        'WishPosted',
        'OfferMade',
        'AddressShared',
        'MemberForgotten',
      ]);
      expect(JSON.stringify(after[0])).not.toContain('It would make my day.');

      await store.eraseAddressFromEvents(post.id, [3]);
      await store.eraseAddressFromEvents(post.id, [3]);
      const erased = await store.history(post.id);
      expect(JSON.stringify(erased)).not.toContain('1 Secret Lane');
      expect(erased).toHaveLength(4);
      // Erased here without the sweep's STATE write: the post goes, so the volunteers' replay of every
      // post in the shared table (support-replay, which now runs after this file) meets no state out of
      // step with its events.
      expect((await store.deletePost(post.id, 4, Date.now())).ok).toBe(true);
    });

    it('erases a tracking number with the address, and gives a sent gift no address field', async () => {
      const store = await makeStore();
      const wisher = member('Pia');
      const giver = member('Pat');
      const post = await postWishlist(store, wisher, 'Tracked');
      const parcel = { carrier: 'ups', number: '1Z5R89390357567127' } as const;
      const current = await actInTurn(store, post, [
        [{ type: 'offer' }, giver],
        [{ type: 'confirm', shippingAddress: '2 Secret Lane' }, wisher],
        [{ type: 'fulfil', fulfillmentMessage: 'On its way', parcel }, giver],
      ]);
      await store.eraseAddressFromEvents(post.id, [3, 4]);
      await store.eraseAddressFromEvents(post.id, [3, 4]);
      const erased = await store.history(post.id);
      expect(JSON.stringify(erased)).not.toMatch(/2 Secret Lane|1Z5R89390357567127/);
      expect(erased[3]).toMatchObject({ type: 'GiftSent', data: { fulfillmentMessage: 'On its way' } });
      expect(erased[3]?.data).not.toHaveProperty('shippingAddress');
      expect(erased[3]?.data).not.toHaveProperty('parcel');
      // Erased here without the sweep's STATE write: the post goes, so the volunteers' replay of every
      // post in the shared table (support-replay) meets no state out of step with its events.
      expect((await store.deletePost(post.id, current.version, Date.now())).ok).toBe(true);
    });

    it("erases an in-person meeting's places and times with the address", async () => {
      const store = await makeStore();
      const treater = member('Tia');
      const requester = member('Rae');
      const open = [['00:00', '23:59']] as const;
      const place = {
        id: 'contract-library',
        area: 'burnaby',
        name: 'A Secret Branch',
        address: '3 Secret Lane',
        hours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
        kind: 'library',
        retired: false,
      } as const;
      // Noon or one o'clock in Vancouver, a day or two ahead: inside the place's one day.
      const start = Math.ceil((Date.now() + 86_400_000) / 86_400_000) * 86_400_000 + 20 * 3_600_000;
      const posted = await act(
        store,
        'treat',
        randomUUID(),
        null,
        {
          type: 'post',
          input: {
            title: 'Met',
            author: '',
            coverURL: '',
            types: [],
            shippingDestination: 'Canada',
            message: '',
            handover: { inPerson: true, area: 'burnaby' },
          },
        },
        treater,
      );
      if (!posted.ok) throw new Error('post lost a race');
      const current = await actInTurn(store, posted.post, [
        [{ type: 'request', shippingAddress: '', requestMessage: 'Please', inPerson: true }, requester],
        [
          {
            type: 'propose',
            placeIds: [place.id],
            places: [place],
            windows: [{ start, end: start + 3_600_000 }],
          },
          treater,
        ],
        [{ type: 'pick', place: 0, window: 0 }, requester],
      ]);
      expect(JSON.stringify(await store.history(posted.post.id))).toContain('3 Secret Lane');
      await store.eraseAddressFromEvents(posted.post.id, [2, 3]);
      await store.eraseAddressFromEvents(posted.post.id, [2, 3]);
      const erased = await store.history(posted.post.id);
      expect(JSON.stringify(erased)).not.toMatch(/Secret|3 Secret Lane/);
      expect(JSON.stringify(erased)).not.toContain(String(start));
      expect(erased[2]).toEqual(expect.objectContaining({ type: 'MeetingProposed', data: {} }));
      // The post goes, so the volunteers' replay of every post in the shared table meets no state out of
      // step with its events.
      expect((await store.deletePost(posted.post.id, current.version, Date.now())).ok).toBe(true);
    });
  });
}
