// Deleting a post and deleting an account, on the in-memory store: who may, when, and what is left.

import { messages } from '@bookwish/shared/domain/messages';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { forgetMember, RECENT_SIGN_IN_SECONDS } from './forget-member.ts';
import { listMyPosts, listPosts } from './list-posts.ts';
import { isTombstone } from './ports.ts';
import { gabriel, refusal, takeSteps, tessa, testDeps, treatInput, wendy, wishInput } from './test-deps.ts';

describe('delete a post', () => {
  it('lets only the owner delete, only while posted or closed, and removes its images', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, coverKey: `bookCovers/${wendy.uid}-1-abc.png` },
    });
    expect(
      await refusal(() => deletePost(deps, 'wishlist', { postId: wish.id, caller: gabriel, body: {} })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.post.onlyOwnerDeletes,
    });
    await takeSteps(deps, 'wishlist', wish.id, [['offer', gabriel]]);
    expect(
      await refusal(() => deletePost(deps, 'wishlist', { postId: wish.id, caller: wendy, body: {} })),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.post.exchangeInProgress,
    });
    const other = await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, coverKey: `bookCovers/${wendy.uid}-2-def.png` },
    });
    await deletePost(deps, 'wishlist', { postId: other.id, caller: wendy, body: {} });
    expect(isTombstone(await deps.store.load(other.id))).toBe(true);
    expect(await deps.store.history(other.id)).toEqual([]);
    // Every processed variant of the cover goes (the fake attach makes one).
    expect(deps.deletedImages).toEqual([`processed/bookCovers/${wendy.uid}-2-def.png/w640.webp`]);
    expect((await listPosts(deps, 'wishlist', {})).items.map((p) => p.id)).toEqual([wish.id]);
  });
});

describe('forget a member (account deletion)', () => {
  it('asks for the password again when the last sign-in is older than five minutes', async () => {
    const deps = testDeps();
    const stale = { ...wendy, authTime: deps.clock.now() / 1000 - RECENT_SIGN_IN_SECONDS - 1 };
    expect(await refusal(() => forgetMember(deps, stale))).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.auth.recentSignInRequired,
    });
  });

  it('refuses, naming the posts, while an exchange is in progress, and deletes nothing', async () => {
    const deps = testDeps();
    const fresh = { ...gabriel, authTime: deps.clock.now() / 1000 };
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    await takeSteps(deps, 'wishlist', wish.id, [['offer', gabriel]]);
    expect(await refusal(() => forgetMember(deps, fresh))).toEqual({
      code: 'CONFLICT',
      message: messages.auth.accountExchangeInProgress([wishInput.title]),
    });
    expect(deps.deletedUsers).toEqual([]);
  });

  it('counts the exchanges the member takes part in on others posts too (requester, giver)', async () => {
    const deps = testDeps();
    const leaving = { ...wendy, authTime: deps.clock.now() / 1000 };
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await takeSteps(deps, 'treat', treat.id, [
      ['request', wendy, { shippingAddress: '1 Main St', requestMessage: 'Please' }],
    ]);
    const wish = await createPost(deps, 'wishlist', { caller: gabriel, body: wishInput });
    await takeSteps(deps, 'wishlist', wish.id, [
      ['offer', wendy],
      ['confirm', gabriel, { shippingAddress: '9 Elm St' }],
    ]);
    expect(await refusal(() => forgetMember(deps, leaving))).toEqual({
      code: 'CONFLICT',
      message: messages.auth.accountExchangeInProgress([wishInput.title, treatInput.title]),
    });
    expect(deps.deletedUsers).toEqual([]);
  });

  it('after closed exchanges: posts gone, name replaced everywhere, user deleted', async () => {
    const deps = testDeps();
    const leaving = { ...wendy, authTime: deps.clock.now() / 1000 };
    const own = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    const theirs = await createPost(deps, 'wishlist', { caller: gabriel, body: wishInput });
    await takeSteps(deps, 'wishlist', theirs.id, [['offer', wendy]]);
    // A volunteer-free way to end Wendy's part: the wisher finishes the exchange.
    await takeSteps(deps, 'wishlist', theirs.id, [
      ['confirm', gabriel, { shippingAddress: '9 Elm St' }],
      ['fulfil', wendy, { fulfillmentMessage: 'Sent' }],
      ['close', gabriel],
    ]);

    await forgetMember(deps, leaving);
    expect(isTombstone(await deps.store.load(own.id))).toBe(true);
    const after = await deps.store.load(theirs.id);
    expect(after && !isTombstone(after) && after.kind === 'wishlist' && after.offerDisplayName).toBe(
      FORMER_MEMBER,
    );
    const hers = (await deps.store.history(theirs.id)).filter((e) => e.actorUid === wendy.uid);
    expect(hers.map((e) => [e.type, e.actorName])).toEqual([
      ['OfferMade', FORMER_MEMBER],
      ['GiftSent', FORMER_MEMBER],
      ['MemberForgotten', FORMER_MEMBER],
    ]);
    expect(JSON.stringify(await deps.store.history(theirs.id))).not.toContain(wendy.name);
    expect(deps.deletedImages).toContain(`avatars/${wendy.uid}-1.png`);
    expect(deps.deletedUsers).toEqual([wendy.username]);
    expect((await listMyPosts(deps, 'wishlist', wendy, { role: 'wisher' })).items).toEqual([]);
  });
});
