// Small holes in input trust, tried through the API as an attacker would: each gets a clear
// answer in the spec's voice and changes nothing.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { history } from '../store/event-store.ts';
import { call, expectOk, member, signedUp, signedUpVolunteer, volunteer, wishlistBody } from './client.ts';
import { emulatorSigned, idClaims } from './forged-tokens.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

async function myWishCount(token: string): Promise<number> {
  return expectOk(await call('GET', '/api/me/wishlists', { token }), 'my wishes').body.items.length;
}

describe('tokens the pool would never issue', () => {
  it.each([
    ['without exp (never expires)', { exp: undefined }],
    ['without sub (names nobody)', { sub: undefined }],
    ['with an empty sub', { sub: '' }],
    ['without iat', { iat: undefined }],
  ])('a well-signed token %s gets 401 and writes nothing', async (_, overrides) => {
    const token = emulatorSigned(idClaims('3f1c0a4e-0000-4000-8000-00000000abcd', overrides));
    const create = await call('POST', '/api/wishlists', { token, body: wishlistBody('Forever token') });
    expect(create.status).toBe(401);
    expect(create.body.error.message).toBe(messages.common.signInRequired);
    expect((await call('GET', '/api/me/wishlists', { token })).status).toBe(401);
    const lists = await call('GET', '/api/wishlists?limit=50');
    expect(lists.text).not.toContain('Forever token');
  });
});

describe('bad inputs', () => {
  it('a presign for a fractional size is refused', async () => {
    const who = member('Frac Tion');
    const answer = await call('POST', '/api/uploads', {
      token: who.token,
      body: { purpose: 'cover', contentType: 'image/png', size: 1024.5 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.common.badRequest);
    expect(answer.body.uploadUrl).toBeUndefined();
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['control characters and a BOM', '\u0001\u0002\ufeff'],
  ])('a title of only %s is refused like a missing title', async (_, title) => {
    const who = member('Ivy Invisible');
    const wish = await call('POST', '/api/wishlists', { token: who.token, body: wishlistBody(title) });
    expect(wish.status).toBe(400);
    expect(wish.body.error.fields.title).toBe(messages.wishlist.titleRequired);
    const treat = await call('POST', '/api/treats', {
      token: who.token,
      body: { title, shippingDestination: 'Canada' },
    });
    expect(treat.status).toBe(400);
    expect(treat.body.error.message).toBe(messages.treat.titleRequired);
    expect(await myWishCount(who.token)).toBe(0);
  });

  it('a purchase link with user:password@ is refused', async () => {
    const who = member('Lin Link');
    const answer = await call('POST', '/api/wishlists', {
      token: who.token,
      body: { ...wishlistBody(), purchaseLink: 'https://books.example.ca@phish.example.com/hobbit' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.purchaseLink).toBe(messages.common.linkWithLogin);
    expect(await myWishCount(who.token)).toBe(0);
  });
});

describe('a volunteer and their own exchange', () => {
  it('cannot run support actions on a post where they are the owner or the other party', async () => {
    const [vol, friend] = await Promise.all([signedUpVolunteer('Vic Involved'), signedUp('Fran Friend')]);
    const ownWish = await wishlistAt('confirmed', vol, friend);
    const givenTo = await wishlistAt('offered', friend, vol);
    const requested = await treatAt('requested', friend, vol);
    for (const [kind, id] of [
      ['wishlists', ownWish],
      ['wishlists', givenTo],
      ['treats', requested],
    ] as const) {
      const before = await history(id);
      const answer = await call('POST', `/api/support/posts/${id}/actions`, {
        token: vol.token,
        body: { type: 'reopen', reason: 'Stalled', expectedVersion: before.length },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(messages.support.ownExchange);
      expect(await history(id)).toEqual(before);
      expect((await call('GET', `/api/${kind}/${id}`)).status).toBe(200);
    }
    // Another volunteer can.
    const before = await history(givenTo);
    const colleague = await call('POST', `/api/support/posts/${givenTo}/actions`, {
      token: volunteer('Vera Colleague').token,
      body: { type: 'reopen', reason: 'Stalled', expectedVersion: before.length },
    });
    expect(colleague.status).toBe(200);
  });
});
