// Withdraw and decline over the local stack: the right party only (403 otherwise, 401 for
// visitors), only while the status allows it (409 with the reason), the post open again for another
// member, the reason private to the two parties and volunteers, and the support replay showing it.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { history } from '../store/event-store.ts';
import { call, expectOk, member, signedUp, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const reason = (tag: string) => `SECRET-REASON-${tag} Désolée, mon budget a changé ce mois-ci.`;

describe('POST /api/wishlists/{id}/withdraw and /decline', () => {
  it('the giver withdraws; the wisher and volunteers read the reason, strangers and visitors never; another member offers', async () => {
    const [wisher, giver, stranger, next] = [
      member('Wen Wisher'),
      member('Gil Giver'),
      member('Sam'),
      member('Noé'),
    ];
    const id = await wishlistAt('offered', wisher, giver);
    const why = reason(id);

    expect((await call('POST', `/api/wishlists/${id}/withdraw`, { body: {} })).body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.common.signInRequired,
    });
    for (const who of [wisher, stranger, volunteer()]) {
      const answer = await call('POST', `/api/wishlists/${id}/withdraw`, { token: who.token, body: {} });
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(messages.wishlist.onlyGiverWithdraws);
    }
    expect(await history(id)).toHaveLength(2);

    const done = expectOk(
      await call('POST', `/api/wishlists/${id}/withdraw`, {
        token: giver.token,
        body: { reason: why, expectedVersion: 2 },
      }),
      'withdraw',
    );
    expect(done.body).toMatchObject({ status: 'posted', version: 3 });
    expect(done.body.timeline.at(-1)).toMatchObject({
      status: 'Offer withdrawn',
      actorName: 'Gil Giver',
      details: [{ label: 'Reason', text: why }],
    });

    const asWisher = await call('GET', `/api/wishlists/${id}`, { token: wisher.token });
    expect(asWisher.text).toContain(why);
    const asVolunteer = await call('GET', `/api/wishlists/${id}`, { token: volunteer().token });
    expect(asVolunteer.text).toContain(why);
    for (const token of [undefined, stranger.token]) {
      const seen = await call('GET', `/api/wishlists/${id}`, { token });
      expect(seen.body.timeline.map((s: { status: string }) => s.status)).toEqual([
        'Posted',
        'Offer withdrawn',
      ]);
      expect(seen.text).not.toContain('SECRET-REASON');
    }
    expect((await call('GET', '/api/wishlists?limit=50')).text).not.toContain('SECRET-REASON');

    // Twice is a 409 with the reason why, not a second event.
    const again = await call('POST', `/api/wishlists/${id}/withdraw`, { token: giver.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.wishlist.noOfferNow);

    expectOk(
      await call('POST', `/api/wishlists/${id}/offer`, { token: next.token, body: {} }),
      'offer again',
    );
    const events = await history(id);
    expect(events.map((e) => e.type)).toEqual(['WishPosted', 'OfferMade', 'OfferWithdrawn', 'OfferMade']);

    // The support replay shows the withdrawal and its reason to volunteers.
    const replay = await call('GET', `/api/support/posts/${id}/events`, { token: volunteer().token });
    expect(replay.status).toBe(200);
    expect(replay.text).toContain('OfferWithdrawn');
    expect(replay.text).toContain(why);
    expect((await call('GET', `/api/support/posts/${id}/events`, { token: wisher.token })).status).toBe(403);
  });

  it('the wisher declines; the declined giver still reads why; 409 once the address is shared', async () => {
    const [wisher, giver, other] = [member('Wren'), member('Gus'), member('Ola')];
    const id = await wishlistAt('offered', wisher, giver);
    const why = reason(id);
    const forbidden = await call('POST', `/api/wishlists/${id}/decline`, { token: giver.token, body: {} });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe(messages.wishlist.onlyWisherDeclines);
    const tooLong = await call('POST', `/api/wishlists/${id}/decline`, {
      token: wisher.token,
      body: { reason: 'x'.repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
    expect(await history(id)).toHaveLength(2);

    expectOk(
      await call('POST', `/api/wishlists/${id}/decline`, { token: wisher.token, body: { reason: why } }),
      'decline',
    );
    const asGiver = await call('GET', `/api/wishlists/${id}`, { token: giver.token });
    expect(asGiver.body.viewer).toBe('member');
    expect(asGiver.body.timeline.at(-1)).toMatchObject({
      status: 'Offer declined',
      details: [{ text: why }],
    });
    expect((await call('GET', `/api/wishlists/${id}`, { token: other.token })).text).not.toContain(why);

    const confirmed = await wishlistAt('confirmed', wisher, giver);
    const late = await call('POST', `/api/wishlists/${confirmed}/decline`, { token: wisher.token, body: {} });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(messages.wishlist.tooLateToDecline);
    const lateWithdraw = await call('POST', `/api/wishlists/${confirmed}/withdraw`, {
      token: giver.token,
      body: {},
    });
    expect(lateWithdraw.status).toBe(409);
    expect(lateWithdraw.body.error.message).toBe(messages.wishlist.tooLateToWithdraw);
    expect((await call('GET', `/api/wishlists/${confirmed}`)).body.status).toBe('confirmed');
  });
});

describe('POST /api/treats/{id}/withdraw and /decline', () => {
  it('the requester withdraws, the treater declines the next one, a third member requests', async () => {
    const [treater, first, second, third] = [member('Téa'), member('Rémi'), member('Rosa'), member('Ravi')];
    const id = await treatAt('requested', treater, first);
    const why = reason(id);
    const wrong = await call('POST', `/api/treats/${id}/withdraw`, { token: treater.token, body: {} });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(messages.treat.onlyRequesterWithdraws);
    const withdrawn = expectOk(
      await call('POST', `/api/treats/${id}/withdraw`, { token: first.token, body: { reason: why } }),
      'withdraw',
    );
    expect(withdrawn.body).toMatchObject({ status: 'posted', requested: false });
    expect(withdrawn.text).not.toContain('SECRET-ADDRESS');
    expect((await call('GET', `/api/treats/${id}`, { token: treater.token })).text).toContain(why);
    expect((await call('GET', `/api/treats/${id}`)).text).not.toContain(why);

    const body = { shippingAddress: '9 Rue Saint-Denis, Montréal', requestMessage: 'Merci beaucoup !' };
    expectOk(await call('POST', `/api/treats/${id}/request`, { token: second.token, body }), 'request 2');
    const notTheirs = await call('POST', `/api/treats/${id}/decline`, { token: second.token, body: {} });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.message).toBe(messages.treat.onlyTreaterDeclines);
    expectOk(await call('POST', `/api/treats/${id}/decline`, { token: treater.token, body: {} }), 'decline');
    expectOk(await call('POST', `/api/treats/${id}/request`, { token: third.token, body }), 'request 3');
    const now = await call('GET', `/api/treats/${id}`, { token: third.token });
    expect(now.body).toMatchObject({ status: 'requested', viewer: 'requester' });
    expect(now.body.timeline.map((s: { status: string }) => s.status)).toEqual([
      'Posted',
      'Request withdrawn',
      'Request declined',
      'Requested',
    ]);
    // The third requester sees none of the earlier exchanges' private text.
    expect(now.text).not.toContain(why);
  });

  it('409 once shipped, for both parties', async () => {
    const [treater, requester] = [member('Tom'), member('Rae')];
    const id = await treatAt('shipped', treater, requester);
    const decline = await call('POST', `/api/treats/${id}/decline`, { token: treater.token, body: {} });
    expect(decline.status).toBe(409);
    expect(decline.body.error.message).toBe(messages.treat.tooLateToDecline);
    const withdraw = await call('POST', `/api/treats/${id}/withdraw`, { token: requester.token, body: {} });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error.message).toBe(messages.treat.tooLateToWithdraw);
    expect(await history(id)).toHaveLength(3);
  });
});

describe('account deletion after stepping back', () => {
  it('a giver who withdrew is no longer in an exchange: their account can go, the wish stays open', async () => {
    const [wisher, giver] = [member('Wanda'), await signedUp('Gideon Leaving')];
    const id = await wishlistAt('offered', wisher, giver);
    expect((await call('DELETE', '/api/me', { token: giver.token })).status).toBe(409);
    expectOk(
      await call('POST', `/api/wishlists/${id}/withdraw`, { token: giver.token, body: {} }),
      'withdraw',
    );
    expect((await call('DELETE', '/api/me', { token: giver.token })).status).toBe(204);
    const seen = await call('GET', `/api/wishlists/${id}`, { token: wisher.token });
    // Version 4: MemberForgotten erased the withdrawn giver from the post (no Activity step of its own).
    expect(seen.body).toMatchObject({ status: 'posted', version: 4 });
    expect(seen.body.timeline.map((s: { status: string }) => s.status)).toEqual([
      'Posted',
      'Offer withdrawn',
    ]);
    expect(seen.body.timeline[1].actorName).toBe('Former member');
    expect(seen.text).not.toContain('Gideon Leaving');
  });
});
