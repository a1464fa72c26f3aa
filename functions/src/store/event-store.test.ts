// The event store against DynamoDB Local (started by the integration global setup): races, reads,
// lists with cursors, tombstones. Posts are built with the real deciders, as the handlers do.

import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decidePost, evolvePost } from '@bookwish/shared/domain/post';
import type { Actor, Post, PostEvent, WishlistCommand } from '@bookwish/shared/domain/types';
import { postPk } from '@bookwish/shared/storage/table-schema';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { countStorageCalls } from './call-counter.ts';
import {
  append,
  deletePost,
  dynamoEventStore,
  history,
  historyBetween,
  isTombstone,
  listAll,
  listByOwner,
  listByParty,
  load,
} from './event-store.ts';
import { act as actOn, member, volunteer, wish } from './event-store-contract.ts';
import { InvalidCursorError } from './paging.ts';

const treat = (title: string) => ({
  title,
  author: 'An Author',
  coverURL: '',
  types: ['Other' as const],
  shippingDestination: 'Canada',
  message: 'A spare copy.',
});

/** Decides a command on the stored state and appends the event, like a handler does. */
const act = (...step: Parameters<typeof actOn> extends [unknown, ...infer Step] ? Step : never) =>
  actOn(dynamoEventStore, ...step);

async function postWishlist(owner: Actor, title: string, createdAtMs = Date.now()): Promise<Post> {
  const id = randomUUID();
  const result = await act('wishlist', id, null, { type: 'post', input: wish(title) }, owner, createdAtMs);
  if (!result.ok) throw new Error('post lost a race');
  return result.post;
}

describe('append', () => {
  it('lets exactly one of 50 concurrent offers on the same version win; the others get a Conflict', async () => {
    const wisher = member('Wendy Wisher');
    const post = await postWishlist(wisher, 'The Hobbit');
    const givers = Array.from({ length: 50 }, (_, i) => member(`Giver ${i}`));

    const results = await Promise.all(
      givers.map((giver) => act('wishlist', post.id, post, { type: 'offer' }, giver)),
    );

    const wins = results.filter((r) => r.ok);
    const conflicts = results.filter((r) => !r.ok);
    expect(wins).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const c of conflicts)
      expect(c).toEqual({ ok: false, conflict: true, postId: post.id, expectedVersion: 1 });

    const events = await history(post.id);
    expect(events.map((e) => e.type)).toEqual(['WishPosted', 'OfferMade']);
    const stored = await load(post.id);
    if (!stored || isTombstone(stored) || stored.kind !== 'wishlist') throw new Error('post missing');
    expect(stored.version).toBe(events.length);
    expect(stored.status).toBe('offered');
    // The state names the giver whose event was stored, never a loser.
    expect(stored.offerUID).toBe(events[1]?.actorUid);
    const winner = wins[0];
    expect(winner?.ok && winner.post.kind === 'wishlist' && winner.post.offerUID).toBe(stored.offerUID);
  });

  it('lets exactly one of 50 concurrent creations of the same post id win', async () => {
    const id = randomUUID();
    const owners = Array.from({ length: 50 }, (_, i) => member(`Owner ${i}`));
    const results = await Promise.all(
      owners.map((o) => act('wishlist', id, null, { type: 'post', input: wish(`Copy ${o.name}`) }, o)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const events = await history(id);
    expect(events).toHaveLength(1);
    const stored = await load(id);
    expect(stored && !isTombstone(stored) && stored.version).toBe(1);
  });

  it('refuses an event that does not follow the expected version (a bug, not a race)', async () => {
    const post = await postWishlist(member('Ann'), 'Dune');
    const giver = member('Gus');
    const decision = decidePost('wishlist', post as never, { type: 'offer' }, giver, {
      postId: post.id,
      now: 1,
    });
    if (!decision.ok || 'delete' in decision) throw new Error('refused');
    await expect(append(post.id, 5, decision.event, evolvePost(post, decision.event))).rejects.toThrow(
      /do not follow/,
    );
  });

  it('returns a Conflict (not an SDK error) when appending on a stale version', async () => {
    const wisher = member('Sam');
    const post = await postWishlist(wisher, 'Emma');
    const first = await act('wishlist', post.id, post, { type: 'offer' }, member('First'));
    expect(first.ok).toBe(true);
    const late = await act('wishlist', post.id, post, { type: 'offer' }, member('Late'));
    expect(late).toMatchObject({ ok: false, conflict: true });
  });
});

describe('load and history', () => {
  it('reads a post with one GetItem and its history, or a stretch of it, with one Query, whatever the history length', async () => {
    const wisher = member('Wren');
    const giver = member('Gail');
    let post = await postWishlist(wisher, 'Middlemarch');
    const steps: [Actor, WishlistCommand][] = [
      [giver, { type: 'offer' }],
      [wisher, { type: 'confirm', shippingAddress: '1 Main St, Vancouver BC' }],
      [giver, { type: 'fulfil', fulfillmentMessage: 'Ships Monday' }],
      [wisher, { type: 'close', thankYouNote: 'Thank you!', thankYouPhotoURL: '' }],
    ];
    for (const [actor, command] of steps) {
      const r = await act('wishlist', post.id, post, command, actor);
      if (!r.ok) throw new Error('lost');
      post = r.post;
    }
    const counter = countStorageCalls(dynamo());
    try {
      const stored = await load(post.id);
      expect(counter.counts()).toEqual({ GetItemCommand: 1 });
      expect(stored && !isTombstone(stored) && stored.status).toBe('closed');
      counter.reset();
      const events = await history(post.id);
      expect(counter.counts()).toEqual({ QueryCommand: 1 });
      expect(events.map((e: PostEvent) => e.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(events[4]).toMatchObject({ type: 'ReceiptConfirmed', actorUid: wisher.uid, actorName: 'Wren' });
      // What a reader that has folded up to seq 2 lacks, up to seq 4: those events alone, one Query.
      counter.reset();
      const between = await historyBetween(post.id, 2, 4);
      expect(counter.counts()).toEqual({ QueryCommand: 1 });
      expect(between).toEqual(events.slice(2, 4));
      counter.reset();
      expect(await historyBetween(post.id, 5, 5)).toEqual([]);
      expect(counter.counts()).toEqual({});
    } finally {
      counter.detach();
    }
  });

  it('returns null for a post that never existed', async () => {
    expect(await load(randomUUID())).toBeNull();
    expect(await history(randomUUID())).toEqual([]);
  });
});

describe('lists', () => {
  it("pages a member's own posts newest first; nextCursor is null when nothing follows", async () => {
    const owner = member('Paula Pager');
    const base = Date.UTC(2025, 0, 1);
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];
    for (const [i, title] of titles.entries()) await postWishlist(owner, title, base + i * 60_000);

    const first = await listByOwner('wishlist', owner.uid, { limit: 3 });
    expect(first.items.map((p) => p.title)).toEqual(['Seven', 'Six', 'Five']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listByOwner('wishlist', owner.uid, { limit: 3, cursor: first.nextCursor });
    expect(second.items.map((p) => p.title)).toEqual(['Four', 'Three', 'Two']);
    const third = await listByOwner('wishlist', owner.uid, { limit: 3, cursor: second.nextCursor });
    expect(third.items.map((p) => p.title)).toEqual(['One']);
    expect(third.nextCursor).toBeNull();

    // Exactly a page left: no Next (the spec's "one extra item" rule).
    const six = await listByOwner('wishlist', owner.uid, { limit: 6, cursor: null });
    const rest = await listByOwner('wishlist', owner.uid, { limit: 1, cursor: six.nextCursor });
    expect(rest.items.map((p) => p.title)).toEqual(['One']);
    expect(rest.nextCursor).toBeNull();
    const exact = await listByOwner('wishlist', owner.uid, { limit: 7 });
    expect(exact.items).toHaveLength(7);
    expect(exact.nextCursor).toBeNull();

    // Their treats are a separate list.
    expect((await listByOwner('treat', owner.uid)).items).toEqual([]);
  });

  it('lists all posts of a kind newest first, and the posts a member offered on or requested', async () => {
    const owner = member('Olive');
    const giver = member('Gina');
    // Newer than anything else in the table for this test only; deleted at the end so later test
    // files still see their own newest posts first.
    const far = Date.UTC(2100, 0, 1);
    const older = await postWishlist(owner, 'Older wish', far);
    const newer = await postWishlist(owner, 'Newer wish', far + 1000);
    // Files beside this one post too: among the first cards, this test's two come newest first.
    const page = await listAll('wishlist', { limit: 30 });
    const ours = [newer.id, older.id];
    expect(page.items.map((p) => p.id).filter((id) => ours.includes(id))).toEqual(ours);

    const offered = await act('wishlist', older.id, older, { type: 'offer' }, giver);
    expect(offered.ok).toBe(true);
    const mine = await listByParty('wishlist', giver.uid);
    expect(mine.items.map((p) => p.id)).toEqual([older.id]);
    expect(mine.nextCursor).toBeNull();

    const treatId = randomUUID();
    const posted = await act(
      'treat',
      treatId,
      null,
      { type: 'post', input: treat('Spare Atlas') },
      owner,
      far + 2000,
    );
    if (!posted.ok) throw new Error('lost');
    const requester = member('Rita');
    await act(
      'treat',
      treatId,
      posted.post,
      { type: 'request', shippingAddress: '2 Oak St', requestMessage: 'Please!' },
      requester,
    );
    expect((await listByParty('treat', requester.uid)).items.map((p) => p.id)).toEqual([treatId]);
    expect((await listAll('treat', { limit: 30 })).items.map((p) => p.id)).toContain(treatId);
    // Wishlists and treats never mix.
    expect((await listAll('wishlist', { limit: 5 })).items.every((p) => p.kind === 'wishlist')).toBe(true);

    for (const id of [older.id, newer.id, treatId]) {
      const current = await load(id);
      if (current && !isTombstone(current))
        expect(await deletePost(id, current.version)).toEqual({ ok: true });
    }
    expect((await listAll('wishlist', { limit: 2 })).items.map((p) => p.id)).not.toContain(newer.id);
  });

  it('drops a post removed by volunteers from every list but still loads it', async () => {
    const owner = member('Rex');
    const post = await postWishlist(owner, 'To be removed');
    const removed = await act('wishlist', post.id, post, { type: 'remove', reason: 'Spam' }, volunteer);
    expect(removed.ok).toBe(true);
    expect((await listByOwner('wishlist', owner.uid)).items).toEqual([]);
    const stored = await load(post.id);
    expect(stored && !isTombstone(stored) && stored.removed).toBe(true);
  });

  it('rejects a cursor it did not issue, and a forged cursor cannot leave the list', async () => {
    await expect(listAll('wishlist', { cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidCursorError);
    const forged = Buffer.from(JSON.stringify(['../../x', 1])).toString('base64url');
    await expect(listAll('wishlist', { cursor: forged })).rejects.toBeInstanceOf(InvalidCursorError);

    const owner = member('Cora');
    const stranger = member('Stan');
    const strangersPost = await postWishlist(stranger, 'Not yours', Date.UTC(2021, 0, 1));
    await postWishlist(owner, 'Yours', Date.UTC(2020, 0, 1));
    // A well-formed cursor naming someone else's post still only pages through the owner's list.
    const cursor = Buffer.from(JSON.stringify([strangersPost.id, strangersPost.createdAt])).toString(
      'base64url',
    );
    const page = await listByOwner('wishlist', owner.uid, { cursor });
    expect(page.items.map((p) => p.title)).toEqual(['Yours']);
  });
});

describe('deletePost', () => {
  it('removes events and state for good and leaves a tombstone without personal data', async () => {
    const owner = member('Della Deleter');
    const post = await postWishlist(owner, 'Private title');
    expect(await deletePost(post.id, post.version)).toEqual({ ok: true });

    const stored = await load(post.id);
    expect(isTombstone(stored)).toBe(true);
    expect(stored).toMatchObject({ tombstone: true, id: post.id, kind: 'wishlist' });
    expect(await history(post.id)).toEqual([]);
    const raw = await dynamo().send(
      new GetCommand({ TableName: config().tableName, Key: { pk: postPk(post.id), sk: 'STATE' } }),
    );
    const text = JSON.stringify(raw.Item);
    expect(text).not.toContain('Private title');
    expect(text).not.toContain(owner.uid);
    expect(text).not.toContain('Della');
    expect((await listByOwner('wishlist', owner.uid)).items).toEqual([]);

    // Nothing can be appended to a deleted post, not even a fresh creation under its id.
    const again = await act('wishlist', post.id, null, { type: 'post', input: wish('Again') }, owner);
    expect(again).toMatchObject({ ok: false, conflict: true });
  });

  it('refuses to delete on a stale version (an offer arrived first)', async () => {
    const owner = member('Otto');
    const post = await postWishlist(owner, 'Contested');
    await act('wishlist', post.id, post, { type: 'offer' }, member('Quick'));
    expect(await deletePost(post.id, post.version)).toMatchObject({ ok: false, conflict: true });
    const stored = await load(post.id);
    expect(stored && !isTombstone(stored) && stored.status).toBe('offered');
    expect(await history(post.id)).toHaveLength(2);
  });
});
