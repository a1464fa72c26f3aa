// Withdraw and decline on the in-memory store: who may, when, what the others see after,
// and that someone else can offer or request again.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { getPost } from './get-post.ts';
import { gabriel, refusal, tessa, testDeps, treatInput, vera, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

const sam = { uid: 'u-sam', name: 'Samuël Côté-Lévesque' };
const reason = 'Désolé: my budget changed this month and I cannot ship abroad after all.';
const request = { shippingAddress: 'Wendy Park, 123 Main St, Vancouver', requestMessage: 'For my club.' };

async function offeredWish() {
  const deps = testDeps();
  const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
  await transitionPost(deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
  return { deps, id: wish.id };
}

async function requestedTreat() {
  const deps = testDeps();
  const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
  await transitionPost(deps, 'treat', 'request', { postId: treat.id, caller: wendy, body: request });
  return { deps, id: treat.id };
}

describe('withdraw and decline an offer', () => {
  it('the giver withdraws: posted again, the party cleared, a dated "Offer withdrawn" line', async () => {
    const { deps, id } = await offeredWish();
    const after = await transitionPost(deps, 'wishlist', 'withdraw', {
      postId: id,
      caller: gabriel,
      body: { reason },
    });
    expect(after).toMatchObject({ status: 'posted', version: 3, viewer: 'member' });
    expect(after).not.toHaveProperty('offerUID');
    expect(after.timeline.map((s) => s.status)).toEqual(['Posted', 'Offer withdrawn']);
    expect(after.timeline[1]).toMatchObject({
      actorName: gabriel.name,
      text: messages.timeline.offerWithdrawn,
    });
    // The former giver still reads their own reason; the wisher and volunteers too.
    expect(after.timeline[1]?.details).toEqual([{ label: 'Reason', text: reason }]);
    const forWisher = await getPost(deps, 'wishlist', { postId: id, caller: wendy });
    expect(forWisher.timeline[1]?.details).toEqual([{ label: 'Reason', text: reason }]);
    const forVolunteer = await getPost(deps, 'wishlist', { postId: id, caller: vera });
    expect(forVolunteer.timeline[1]?.details).toEqual([{ label: 'Reason', text: reason }]);
    // Visitors and other members never see it.
    for (const caller of [null, sam]) {
      const seen = await getPost(deps, 'wishlist', { postId: id, caller });
      expect(JSON.stringify(seen)).not.toContain('budget changed');
    }
    expect(deps.store.storedEvents(id).at(-1)).toMatchObject({ type: 'OfferWithdrawn', data: { reason } });
  });

  it('someone else offers afterwards, and that exchange shows no old reason', async () => {
    const { deps, id } = await offeredWish();
    await transitionPost(deps, 'wishlist', 'decline', { postId: id, caller: wendy, body: { reason } });
    const again = await transitionPost(deps, 'wishlist', 'offer', { postId: id, caller: sam, body: {} });
    expect(again).toMatchObject({ status: 'offered', offerUID: sam.uid, viewer: 'giver' });
    expect(again.timeline.map((s) => s.status)).toEqual(['Posted', 'Offer declined', 'Offered']);
    expect(JSON.stringify(again)).not.toContain('budget changed');
    // The declined giver can read why, but is no longer a party.
    const forGabriel = await getPost(deps, 'wishlist', { postId: id, caller: gabriel });
    expect(forGabriel.viewer).toBe('member');
    expect(forGabriel.timeline[1]?.details).toEqual([{ label: 'Reason', text: reason }]);
  });

  it('a reason is optional; without one the line has no details', async () => {
    const { deps, id } = await offeredWish();
    const after = await transitionPost(deps, 'wishlist', 'decline', { postId: id, caller: wendy, body: {} });
    expect(after.timeline[1]).toMatchObject({ status: 'Offer declined' });
    expect(after.timeline[1]?.details).toBeUndefined();
  });

  it('403 for anyone but the right party, 401 for visitors, nothing written', async () => {
    const { deps, id } = await offeredWish();
    const refusals = await Promise.all([
      refusal(() => transitionPost(deps, 'wishlist', 'withdraw', { postId: id, caller: wendy, body: {} })),
      refusal(() => transitionPost(deps, 'wishlist', 'withdraw', { postId: id, caller: sam, body: {} })),
      refusal(() => transitionPost(deps, 'wishlist', 'withdraw', { postId: id, caller: vera, body: {} })),
      refusal(() => transitionPost(deps, 'wishlist', 'decline', { postId: id, caller: gabriel, body: {} })),
      refusal(() => transitionPost(deps, 'wishlist', 'decline', { postId: id, caller: null, body: {} })),
    ]);
    expect(refusals).toEqual([
      { code: 'FORBIDDEN', message: messages.wishlist.onlyGiverWithdraws },
      { code: 'FORBIDDEN', message: messages.wishlist.onlyGiverWithdraws },
      { code: 'FORBIDDEN', message: messages.wishlist.onlyGiverWithdraws },
      { code: 'FORBIDDEN', message: messages.wishlist.onlyWisherDeclines },
      { code: 'UNAUTHENTICATED', message: messages.common.signInRequired },
    ]);
    expect(deps.store.storedEvents(id)).toHaveLength(2);
  });

  it('409 once the address is shared, and when no offer is left; a too-long reason is refused', async () => {
    const { deps, id } = await offeredWish();
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'withdraw', {
          postId: id,
          caller: gabriel,
          body: { reason: 'x'.repeat(1001) },
        }),
      ),
    ).toMatchObject({ code: 'VALIDATION' });
    await transitionPost(deps, 'wishlist', 'confirm', {
      postId: id,
      caller: wendy,
      body: { shippingAddress: '1 Rue Émile, Montréal' },
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'withdraw', { postId: id, caller: gabriel, body: {} }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.wishlist.tooLateToWithdraw,
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'wishlist', 'decline', { postId: id, caller: wendy, body: {} }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.wishlist.tooLateToDecline,
    });
    const other = await offeredWish();
    await transitionPost(other.deps, 'wishlist', 'withdraw', { postId: other.id, caller: gabriel, body: {} });
    expect(
      await refusal(() =>
        transitionPost(other.deps, 'wishlist', 'withdraw', { postId: other.id, caller: gabriel, body: {} }),
      ),
    ).toEqual({ code: 'CONFLICT', message: messages.wishlist.noOfferNow });
    expect(
      await refusal(() =>
        transitionPost(other.deps, 'wishlist', 'decline', {
          postId: other.id,
          caller: wendy,
          body: { expectedVersion: 2 },
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: messages.wishlist.notOfferedYet });
  });
});

describe('withdraw and decline a request', () => {
  it('the requester withdraws; the address and message are gone; another member requests', async () => {
    const { deps, id } = await requestedTreat();
    const after = await transitionPost(deps, 'treat', 'withdraw', {
      postId: id,
      caller: wendy,
      body: { reason },
    });
    expect(after).toMatchObject({ status: 'posted', requested: false });
    expect(after).not.toHaveProperty('requestUID');
    expect(after).not.toHaveProperty('shippingAddress');
    expect(after.timeline.map((s) => s.status)).toEqual(['Posted', 'Request withdrawn']);
    const forTreater = await getPost(deps, 'treat', { postId: id, caller: tessa });
    expect(forTreater.timeline[1]?.details).toEqual([{ label: 'Reason', text: reason }]);
    expect(JSON.stringify(await getPost(deps, 'treat', { postId: id, caller: sam }))).not.toContain(
      'budget changed',
    );
    const again = await transitionPost(deps, 'treat', 'request', {
      postId: id,
      caller: gabriel,
      body: request,
    });
    expect(again).toMatchObject({ status: 'requested', requestUID: gabriel.uid });
  });

  it('the treater declines; 403 for others; 409 once shipped', async () => {
    const { deps, id } = await requestedTreat();
    expect(
      await refusal(() => transitionPost(deps, 'treat', 'decline', { postId: id, caller: wendy, body: {} })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.treat.onlyTreaterDeclines,
    });
    expect(
      await refusal(() => transitionPost(deps, 'treat', 'withdraw', { postId: id, caller: tessa, body: {} })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.treat.onlyRequesterWithdraws,
    });
    const declined = await transitionPost(deps, 'treat', 'decline', {
      postId: id,
      caller: tessa,
      body: { reason },
    });
    expect(declined.timeline.map((s) => s.status)).toEqual(['Posted', 'Request declined']);
    await transitionPost(deps, 'treat', 'request', { postId: id, caller: gabriel, body: request });
    await transitionPost(deps, 'treat', 'ship', { postId: id, caller: tessa, body: { shippedMessage: '' } });
    expect(
      await refusal(() => transitionPost(deps, 'treat', 'decline', { postId: id, caller: tessa, body: {} })),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.treat.tooLateToDecline,
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'withdraw', { postId: id, caller: gabriel, body: {} }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.treat.tooLateToWithdraw,
    });
  });
});
