// A token stops working on the server the moment what should end it happens:
// account deletion, sign-out everywhere and a password change revoke every token issued before (401),
// and a volunteer taken out of the group loses the support routes (403), though their token lives on.

import {
  AdminRemoveUserFromGroupCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { GROUP_CACHE_MS } from '../aws/volunteer-groups.ts';
import { config } from '../config.ts';
import { login } from '../local/test-helpers.ts';
import { history } from '../store/event-store.ts';
import { call, expectOk, type Member, signedUp, signedUpVolunteer, wishlistBody } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

function accountOf(who: Member) {
  if (!who.account) throw new Error('a signed-up member expected');
  return who.account;
}

/** A write route (create a wish) and a volunteer route (the contact inbox, and a support action). */
async function expectRevoked(token: string, postId: string) {
  const create = await call('POST', '/api/wishlists', { token, body: wishlistBody('After the end') });
  expect(create.status).toBe(401);
  expect(create.body.error.message).toBe(messages.common.signInRequired);
  const offer = await call('POST', `/api/wishlists/${postId}/offer`, { token, body: { expectedVersion: 1 } });
  expect(offer.status).toBe(401);
  expect((await call('GET', '/api/support/contact', { token })).status).toBe(401);
  const action = await call('POST', `/api/support/posts/${postId}/actions`, {
    token,
    body: { type: 'remove', reason: 'Spam', expectedVersion: 1 },
  });
  expect(action.status).toBe(401);
  // Nothing was written: the other member's wish is untouched.
  expect((await history(postId)).map((e) => e.type)).toEqual(['WishPosted']);
}

async function someonesWish(): Promise<string> {
  const owner = await signedUp('Owen Owner');
  return expectOk(await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody() }), 'wish')
    .body.id;
}

describe('revoked tokens', () => {
  let wish: string;
  beforeAll(async () => {
    wish = await someonesWish();
  });

  it('account deletion: the old token gets 401 on every route, and no post is ever created by the uid', async () => {
    const leaver = await signedUpVolunteer('Léa Départ');
    expect((await call('GET', '/api/support/contact', { token: leaver.token })).status).toBe(200);
    expect((await call('DELETE', '/api/me', { token: leaver.token })).status).toBe(204);
    await expectRevoked(leaver.token, wish);
    expect((await call('GET', '/api/me/wishlists', { token: leaver.token })).status).toBe(401);
    expect((await call('DELETE', '/api/me', { token: leaver.token })).status).toBe(401);
  });

  it('sign-out everywhere: old id token 401, refresh token refused; a new sign-in works', async () => {
    const vol = await signedUpVolunteer('Sasha Signout');
    const account = accountOf(vol);
    expect((await call('GET', '/api/support/contact', { token: vol.token })).status).toBe(200);
    expect((await call('POST', '/api/me/sign-out-everywhere', { token: vol.token })).status).toBe(204);
    await expectRevoked(vol.token, wish);
    await expect(
      cognito().send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: config().userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: account.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const fresh = await login(account.email, account.password);
    expect(
      (await call('POST', '/api/wishlists', { token: fresh.idToken, body: wishlistBody('Back again') }))
        .status,
    ).toBe(201);
    expect((await call('GET', '/api/support/contact', { token: fresh.idToken })).status).toBe(200);
  });

  it('password change: a wrong current password changes nothing; a right one ends the old tokens', async () => {
    const vol = await signedUpVolunteer('Paz Passwort');
    const account = accountOf(vol);
    const wrong = await call('POST', '/api/me/password', {
      token: vol.token,
      body: {
        accessToken: account.accessToken,
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-1',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: messages.auth.deleteWrongPassword });
    expect((await call('GET', '/api/support/contact', { token: vol.token })).status).toBe(200);

    const short = await call('POST', '/api/me/password', {
      token: vol.token,
      body: { accessToken: account.accessToken, currentPassword: account.password, newPassword: 'abc' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(messages.auth.passwordMin);

    const changed = await call('POST', '/api/me/password', {
      token: vol.token,
      body: {
        accessToken: account.accessToken,
        currentPassword: account.password,
        newPassword: 'brand-new-1',
      },
    });
    expect(changed.status).toBe(204);
    await expectRevoked(vol.token, wish);
    await expect(login(account.email, account.password)).rejects.toBeDefined();
    const fresh = await login(account.email, 'brand-new-1');
    expect((await call('GET', '/api/support/contact', { token: fresh.idToken })).status).toBe(200);
  });

  it("password change with someone else's access token is refused and changes nothing", async () => {
    const [ana, ben] = await Promise.all([signedUp('Ana'), signedUp('Ben')]);
    const answer = await call('POST', '/api/me/password', {
      token: ana.token,
      body: {
        accessToken: accountOf(ben).accessToken,
        currentPassword: accountOf(ben).password,
        newPassword: 'taken-over-1',
      },
    });
    expect(answer.status).toBe(401);
    await expect(login(accountOf(ben).email, accountOf(ben).password)).resolves.toBeDefined();
    expect((await call('GET', '/api/me/wishlists', { token: ana.token })).status).toBe(200);
  });

  it('removal from the volunteers group: the old token gets 403 on volunteer routes, stays a member', async () => {
    const vol = await signedUpVolunteer('Rémi Removed');
    const account = accountOf(vol);
    expect((await call('GET', '/api/support/contact', { token: vol.token })).status).toBe(200);
    await cognito().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: config().userPoolId,
        Username: account.email,
        GroupName: 'volunteers',
      }),
    );
    // Each warm function remembers the answer for at most GROUP_CACHE_MS.
    await new Promise((resolve) => setTimeout(resolve, GROUP_CACHE_MS + 200));
    const inbox = await call('GET', '/api/support/contact', { token: vol.token });
    expect(inbox.status).toBe(403);
    expect(inbox.body.error.message).toBe(messages.support.volunteersOnly);
    const action = await call('POST', `/api/support/posts/${wish}/actions`, {
      token: vol.token,
      body: { type: 'remove', reason: 'Spam', expectedVersion: 1 },
    });
    expect(action.status).toBe(403);
    expect((await call('GET', `/api/support/posts/${wish}/events`, { token: vol.token })).status).toBe(403);
    expect((await history(wish)).map((e) => e.type)).toEqual(['WishPosted']);
    // Still a member: their own posts work as before.
    expect(
      (await call('POST', '/api/wishlists', { token: vol.token, body: wishlistBody('Just a member') }))
        .status,
    ).toBe(201);
  });
});
