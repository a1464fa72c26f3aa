// DELETE /api/me: only right after typing the password again; never while the member is a party to
// an exchange in progress; otherwise their posts and images go, others' posts keep the history with
// "Former member" instead of their name, and the account itself is gone.

import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { login } from '../local/test-helpers.ts';
import { history, listByOwner } from '../store/event-store.ts';
import { call, expectOk, type Member, signedUp, uploadedPicture, volunteer, wishlistBody } from './client.ts';
import { emulatorSigned, idClaims } from './forged-tokens.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(useStackEnv);

const uploadCover = (who: Member) =>
  uploadedPicture(who, 'cover', { width: 32, height: 48, background: '#a53' });

describe('DELETE /api/me', () => {
  it('asks for the password again when the sign-in is older than 5 minutes', async () => {
    const ana = await signedUp('Ana Old Session');
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const token = emulatorSigned(idClaims(ana.uid, { auth_time: old, 'cognito:username': ana.uid }));
    const answer = await call('DELETE', '/api/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Please enter your password again.');
    const account = ana.account;
    if (!account) throw new Error('signed-up member expected');
    await expect(login(account.email, account.password)).resolves.toBeDefined();
  });

  it('refuses with 409 naming the posts while an exchange is in progress, and deletes nothing', async () => {
    const [wisher, giver, treater] = await Promise.all([signedUp('Wil'), signedUp('Gia'), signedUp('Ted')]);
    const wish = await wishlistAt('confirmed', wisher, giver, 'busywish');
    const treat = await treatAt('requested', treater, wisher, 'busytreat');
    const answer = await call('DELETE', '/api/me', { token: wisher.token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('CONFLICT');
    expect(answer.body.error.message).toBe(
      messages.auth.accountExchangeInProgress(['Wish busywish', 'Treat busytreat']),
    );
    // The giver on the other end cannot leave either.
    expect((await call('DELETE', '/api/me', { token: giver.token })).status).toBe(409);
    expect((await call('GET', `/api/wishlists/${wish}`)).status).toBe(200);
    expect((await call('GET', `/api/treats/${treat}`)).body.status).toBe('requested');
  });

  it('deletes own posts and images, shows "Former member" in others\' posts, then the account', async () => {
    const [leaver, friend, requester] = await Promise.all([
      signedUp('Lea Leaving'),
      signedUp('Fay'),
      signedUp('Rob'),
    ]);
    const coverKey = await uploadCover(leaver);
    const own = expectOk(
      await call('POST', '/api/wishlists', { token: leaver.token, body: { ...wishlistBody(), coverKey } }),
      'own wishlist',
    ).body;
    const ownPosted: string = own.id;
    const coverURL: string = own.coverURL;
    const ownClosed = await treatAt('closed', leaver, requester, 'closedtreat');
    const friendsWish = await wishlistAt('closed', friend, leaver, 'friendswish');
    expect((await call('GET', coverURL)).status).toBe(200);

    const answer = await call('DELETE', '/api/me', { token: leaver.token });
    expect(answer.status).toBe(204);

    expect((await call('GET', `/api/wishlists/${ownPosted}`)).status).toBe(404);
    expect((await call('GET', `/api/treats/${ownClosed}`)).status).toBe(404);
    expect((await call('GET', coverURL)).status).toBe(404);

    const kept = await call('GET', `/api/wishlists/${friendsWish}`, { token: friend.token });
    expect(kept.status).toBe(200);
    expect(kept.body.offerDisplayName).toBe('Former member');
    expect(kept.text).not.toContain('Lea Leaving');
    expect(kept.body.timeline.map((s: { actorName: string }) => s.actorName)).toContain('Former member');
    const events = await history(friendsWish);
    expect(events.filter((e) => e.actorUid === leaver.uid).map((e) => [e.type, e.actorName])).toEqual([
      ['OfferMade', 'Former member'],
      ['GiftSent', 'Former member'],
      ['MemberForgotten', 'Former member'],
    ]);

    const account = leaver.account;
    if (!account) throw new Error('signed-up member expected');
    await expect(login(account.email, account.password)).rejects.toThrow();
  });

  it('also deletes the posts volunteers took down, whatever their status, though no list shows them', async () => {
    const [leaver, giver] = await Promise.all([signedUp('Tia Takedown'), signedUp('Gus')]);
    const takenDown = await wishlistAt('offered', leaver, giver, 'takendown');
    expectOk(
      await call('POST', `/api/support/posts/${takenDown}/actions`, {
        token: volunteer().token,
        body: { type: 'remove', reason: 'Reported as spam' },
      }),
      'remove',
    );
    expect((await history(takenDown)).length).toBeGreaterThan(0);

    // A taken-down exchange has nobody waiting on it: it does not block leaving.
    expect((await call('DELETE', '/api/me', { token: leaver.token })).status).toBe(204);
    expect(await history(takenDown)).toEqual([]);
    const replay = await call('GET', `/api/support/posts/${takenDown}/events`, { token: volunteer().token });
    expect(replay.text).not.toContain('Tia Takedown');
  });
});

describe('deleting an account while its refresh token is in use', () => {
  it("a loop refreshing and posting during the deletion leaves nothing in the member's name", async () => {
    const leaver = await signedUp('Rita Refresher');
    const account = leaver.account;
    if (!account) throw new Error('a signed-up member expected');
    let stop = false;
    let posted = 0;
    let refreshed = 0;
    // What an attacker's script would do: a new id token from the refresh token, then a post, again.
    const loop = (async () => {
      while (!stop) {
        const tokens = await cognito()
          .send(
            new InitiateAuthCommand({
              AuthFlow: 'REFRESH_TOKEN_AUTH',
              ClientId: config().userPoolClientId,
              AuthParameters: { REFRESH_TOKEN: account.refreshToken },
            }),
          )
          .catch(() => null);
        const idToken = tokens?.AuthenticationResult?.IdToken;
        if (!idToken) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        refreshed++;
        const answer = await call('POST', '/api/wishlists', {
          token: idToken,
          body: wishlistBody('Sneaked in'),
        });
        if (answer.status === 201) posted++;
      }
    })();
    // The loop is running before the member asks to leave.
    while (posted < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = await login(account.email, account.password);
    expect((await call('DELETE', '/api/me', { token: fresh.idToken })).status).toBe(204);
    const refreshedAtDeletion = refreshed;
    // Let it go on a little, as a script would, then look.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await loop;
    expect(refreshed).toBe(refreshedAtDeletion);
    for (const kind of ['wishlist', 'treat'] as const) {
      expect((await listByOwner(kind, leaver.uid, { limit: 30 })).items).toEqual([]);
    }
    const left = await dynamo().send(
      new ScanCommand({
        TableName: config().tableName,
        FilterExpression: '#uid = :uid',
        ExpressionAttributeNames: { '#uid': 'uid' },
        ExpressionAttributeValues: { ':uid': leaver.uid },
        ConsistentRead: true,
      }),
    );
    expect(left.Items ?? []).toEqual([]);
  });
});
