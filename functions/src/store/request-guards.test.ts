// A request's one read and its guards in the post's transaction, against DynamoDB Local: the post,
// the member's session mark, their counter and the key's record come back from one BatchGetItem; a
// guard whose condition fails refuses the whole transaction (no event, no state, no count, no record)
// and is named; an expired record is as good as none.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { decidePost, evolvePost } from '@bookwish/shared/domain/post';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { countStorageCalls } from './call-counter.ts';
import { append, appendGuarded, history, load } from './event-store.ts';
import { member, wish } from './event-store-contract.ts';
import { revokeSessions } from './member-sessions.ts';
import { countCall, rateCountItem } from './rate-limit-store.ts';
import { bodyHashOf, idempotencyRecordItem, idempotencyRecordSk, readGuarded } from './request-guards.ts';

const window = { limit: 2, windowSeconds: 60 };

async function postWish(owner: Actor): Promise<Post> {
  const id = randomUUID();
  const decision = decidePost('wishlist', null, { type: 'post', input: wish('Guarded') }, owner, {
    postId: id,
    now: Date.now(),
  });
  if (!decision.ok || 'delete' in decision) throw new Error('refused');
  const result = await append(id, 0, decision.event, evolvePost(null, decision.event));
  if (!result.ok) throw new Error('lost');
  return result.post;
}

/** The offer `giver` would make on `post` now. */
function offerOn(post: Post, giver: Actor) {
  const decision = decidePost('wishlist', post, { type: 'offer' }, giver, {
    postId: post.id,
    now: Date.now(),
  });
  if (!decision.ok || 'delete' in decision) throw new Error('refused');
  return { event: decision.event, state: evolvePost(post, decision.event) };
}

describe('a request read with its guards', () => {
  it('brings the post, the session mark, the counter and the record in one BatchGetItem', async () => {
    const post = await postWish(member('Ola Owner'));
    const giver = member('Gia Giver');
    const caller = `member#${giver.uid}`;
    const guard = {
      sk: idempotencyRecordSk(giver.uid, 'POST /api/wishlists/{id}/offer', 'key-1234'),
      bodyHash: bodyHashOf('{}'),
    };
    await revokeSessions(giver.uid);
    await countCall(caller, 'transition', window);

    const counter = countStorageCalls(dynamo());
    try {
      const read = await readGuarded({
        postId: post.id,
        uid: giver.uid,
        rate: { caller, kind: 'transition' },
        idempotency: guard,
      });
      expect(counter.counts()).toEqual({ BatchGetItemCommand: 1 });
      expect(read.post).toEqual(post);
      expect(read.validAfter).toBeGreaterThan(0);
      expect(read.rate?.hits).toBe(1);
      expect(read.kept).toBeNull();
    } finally {
      counter.detach();
    }

    const { event, state } = offerOn(post, giver);
    const read = await readGuarded({ postId: post.id, rate: { caller, kind: 'transition' } });
    const written = await appendGuarded(post.id, post.version, event, state, [
      { Put: idempotencyRecordItem(post.id, guard, 200) },
      { Update: rateCountItem(caller, 'transition', window, read.rate, Date.now()) },
    ]);
    expect(written.ok).toBe(true);
    const after = await readGuarded({
      postId: post.id,
      rate: { caller, kind: 'transition' },
      idempotency: guard,
    });
    expect(after.kept).toEqual({ bodyHash: guard.bodyHash, status: 200 });
    expect(after.rate?.hits).toBe(2);
    expect(after.post).toMatchObject({ version: post.version + 1 });
  });

  it('a full window refuses the transaction: nothing is written and the count guard is named', async () => {
    const post = await postWish(member('Una Owner'));
    const giver = member('Rex Racer');
    const caller = `member#${giver.uid}`;
    // Read while the window had room; a racing call fills it before the write.
    await countCall(caller, 'transition', window);
    const read = await readGuarded({ postId: post.id, rate: { caller, kind: 'transition' } });
    await countCall(caller, 'transition', window);
    const guard = { sk: idempotencyRecordSk(giver.uid, 'POST /x', 'key-5678'), bodyHash: bodyHashOf('{}') };
    const { event, state } = offerOn(post, giver);
    const refused = await appendGuarded(post.id, post.version, event, state, [
      { Put: idempotencyRecordItem(post.id, guard, 200) },
      { Update: rateCountItem(caller, 'transition', window, read.rate, Date.now()) },
    ]);
    expect(refused).toEqual({ ok: false, conflict: false, refusedGuards: [1], busy: false });
    expect(await load(post.id)).toEqual(post);
    expect((await history(post.id)).map((e) => e.type)).toEqual(['WishPosted']);
    const now = await readGuarded({
      postId: post.id,
      rate: { caller, kind: 'transition' },
      idempotency: guard,
    });
    expect(now.kept).toBeNull();
    expect(now.rate?.hits).toBe(2);
  });

  it('a record past its 24 hours is none: the read ignores it and a new request may write over it', async () => {
    const post = await postWish(member('Eve Owner'));
    const giver = member('Old Key');
    const guard = { sk: idempotencyRecordSk(giver.uid, 'POST /x', 'key-9999'), bodyHash: bodyHashOf('{}') };
    const dayAndMore = 25 * 60 * 60 * 1000;
    const stale = idempotencyRecordItem(post.id, guard, 200, Date.now() - dayAndMore);
    await dynamo().send(new PutCommand({ TableName: stale.TableName, Item: stale.Item }));
    expect((await readGuarded({ postId: post.id, idempotency: guard })).kept).toBeNull();
    const { event, state } = offerOn(post, giver);
    const written = await appendGuarded(post.id, post.version, event, state, [
      { Put: idempotencyRecordItem(post.id, { ...guard, bodyHash: bodyHashOf('{"x":1}') }, 200) },
    ]);
    expect(written.ok).toBe(true);
    expect((await readGuarded({ postId: post.id, idempotency: guard })).kept?.bodyHash).toBe(
      bodyHashOf('{"x":1}'),
    );
  });
});
