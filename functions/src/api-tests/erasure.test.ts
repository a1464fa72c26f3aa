// After DELETE /api/me nothing of the member is left that anyone can read, nor in
// the table or the bucket. The member takes part in every role (wisher, giver, treater, requester,
// a withdrawn offer, a declined request), closes with a thank-you photo, leaves an upload unattached,
// sets an avatar, writes to the volunteers and switches an email kind off; then leaves. Every answer
// the other party and a volunteer can get, every raw item of the table and every key of the bucket
// is searched for their name, email, address lines and words: none is found, "Former member" is
// shown, and the other party's own data is still there.

import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { login } from '../local/test-helpers.ts';
import {
  type Answer,
  baseUrl,
  call,
  expectOk,
  type Member,
  member,
  signedUp,
  treatBody,
  uploadedPicture,
  volunteer,
  wishlistBody,
} from './client.ts';
import { secrets, treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(useStackEnv);

const upload = (who: Member, purpose: 'thankYou' | 'avatar' | 'cover') =>
  uploadedPicture(who, purpose, { width: 40, height: 30, background: '#3a5' });

const ok = async (what: string, answer: Promise<Answer>) => expectOk(await answer, what);

/** Every item of the table, raw (storage keys included). */
async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: config().tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function everyKey(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: config().imagesBucket, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Every page of a list answer. */
async function allPages(path: string, token?: string): Promise<string[]> {
  const texts: string[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url: string = cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path;
    const page = await ok(`GET ${url}`, call('GET', url, { token }));
    texts.push(page.text);
    cursor = page.body.nextCursor ?? null;
  } while (cursor);
  return texts;
}

describe('erasure on account deletion (every role, every answer, every item)', () => {
  it('leaves none of the member in any answer, item or key; "Former member" instead; others keep theirs', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const leaver = await signedUp(`Zora Quillfeather ${tag}`);
    const [friend, gus, ross] = await Promise.all([
      signedUp(`Fenna Friend ${tag}`),
      signedUp(`Gus Giver ${tag}`),
      signedUp(`Ross Requester ${tag}`),
    ]);
    const later = member(`Lou Later ${tag}`);
    const account = leaver.account;
    if (!account) throw new Error('a signed-up member expected');
    // What only the leaver wrote or is: none of it may be found afterwards.
    const address = [`Zora Q ${tag}`, `77 Quokka Road ${tag}`, `Unit ${tag}-9`, `Vancouver BC V5K ${tag}`];
    const HER = {
      name: leaver.name,
      email: account.email,
      ...Object.fromEntries(address.map((line, i) => [`addressLine${i}`, line])),
      request: `ZQ-REQUEST ${tag} it would make my month`,
      declinedAddress: `ZQ-DECLINED-ADDRESS ${tag} 5 Finch St`,
      declinedRequest: `ZQ-DECLINED-REQUEST ${tag} me too please`,
      fulfil: `ZQ-FULFIL ${tag} tracking 1Z777`,
      note: `ZQ-NOTE ${tag} thank you, Fenna`,
      reason: `ZQ-REASON ${tag} my budget changed`,
      contact: `ZQ-CONTACT ${tag} a question about my request`,
      signedOutContact: `ZQ-SIGNED-OUT ${tag} asking before I signed in`,
      ownTitle: `ZQ-OWN-WISH ${tag}`,
    };
    const fullAddress = address.join('\n');

    // Wisher and treater: their own posts, closed with others.
    const ownWish = await wishlistAt('closed', leaver, gus, `zqwish${tag}`);
    const ownTreat = await treatAt('closed', leaver, ross, `zqtreat${tag}`);
    const ownPosted = (
      await ok(
        'own posted',
        call('POST', '/api/wishlists', { token: leaver.token, body: wishlistBody(HER.ownTitle) }),
      )
    ).body.id as string;
    // Giver on Fenna's wish: Fenna's address is hers and stays.
    const fenna = secrets(`fenna${tag}`);
    const given = (
      await ok(
        'wish',
        call('POST', '/api/wishlists', { token: friend.token, body: wishlistBody(`Fenna wish ${tag}`) }),
      )
    ).body.id as string;
    await ok('offer', call('POST', `/api/wishlists/${given}/offer`, { token: leaver.token, body: {} }));
    await ok(
      'confirm',
      call('POST', `/api/wishlists/${given}/confirm`, {
        token: friend.token,
        body: { shippingAddress: fenna.shippingAddress },
      }),
    );
    await ok(
      'fulfil',
      call('POST', `/api/wishlists/${given}/fulfil`, {
        token: leaver.token,
        body: { fulfillmentMessage: HER.fulfil },
      }),
    );
    await ok(
      'close',
      call('POST', `/api/wishlists/${given}/close`, {
        token: friend.token,
        body: { thankYouNote: `Fenna thanks ${tag}` },
      }),
    );
    // Requester on Fenna's treat, closed with a note and a photo.
    const requested = (
      await ok(
        'treat',
        call('POST', '/api/treats', { token: friend.token, body: treatBody(`Fenna treat ${tag}`) }),
      )
    ).body.id as string;
    await ok(
      'request',
      call('POST', `/api/treats/${requested}/request`, {
        token: leaver.token,
        body: { shippingAddress: fullAddress, requestMessage: HER.request },
      }),
    );
    // Fenna's ship answer carries the leaver's address: kept for its Idempotency-Key's replays.
    const shipKey = randomUUID();
    const ship = (token: string) =>
      call('POST', `/api/treats/${requested}/ship`, {
        token,
        body: { shippedMessage: fenna.shippedMessage },
        headers: { 'idempotency-key': shipKey },
      });
    expect((await ok('ship', ship(friend.token))).text).toContain(address[1] ?? '');
    const photoKey = await upload(leaver, 'thankYou');
    const closed = await ok(
      'close treat',
      call('POST', `/api/treats/${requested}/close`, {
        token: leaver.token,
        body: { thankYouNote: HER.note, thankYouPhotoKey: photoKey },
      }),
    );
    const photoURL: string = closed.body.thankYouPhotoURL;
    const photoVariants: string[] = closed.body.thankYouPhoto.variants.map((v: { key: string }) => v.key);
    expect((await call('GET', photoURL)).status).toBe(200);
    // A withdrawn offer (Lou offers after), and a declined request: no list names her there any more.
    const withdrawn = (
      await ok(
        'wish 2',
        call('POST', '/api/wishlists', { token: friend.token, body: wishlistBody(`Fenna wish two ${tag}`) }),
      )
    ).body.id as string;
    await ok('offer 2', call('POST', `/api/wishlists/${withdrawn}/offer`, { token: leaver.token, body: {} }));
    await ok(
      'withdraw',
      call('POST', `/api/wishlists/${withdrawn}/withdraw`, {
        token: leaver.token,
        body: { reason: HER.reason },
      }),
    );
    await ok(
      'later offer',
      call('POST', `/api/wishlists/${withdrawn}/offer`, { token: later.token, body: {} }),
    );
    const declined = (
      await ok(
        'treat 2',
        call('POST', '/api/treats', { token: friend.token, body: treatBody(`Fenna treat two ${tag}`) }),
      )
    ).body.id as string;
    await ok(
      'request 2',
      call('POST', `/api/treats/${declined}/request`, {
        token: leaver.token,
        body: { shippingAddress: HER.declinedAddress, requestMessage: HER.declinedRequest },
      }),
    );
    await ok(
      'decline',
      call('POST', `/api/treats/${declined}/decline`, {
        token: friend.token,
        body: { reason: `Fenna decline ${tag}` },
      }),
    );
    // An upload never attached, an avatar, a message to the volunteers, an email kind switched off.
    const unattached = await upload(leaver, 'cover');
    await ok(
      'avatar',
      call('PUT', '/api/me/avatar', { token: leaver.token, body: { key: await upload(leaver, 'avatar') } }),
    );
    await ok(
      'contact',
      call('POST', '/api/contact', {
        token: leaver.token,
        body: { name: HER.name, email: HER.email, phone: '604 555 0199', message: HER.contact },
      }),
    );
    // Signed out, with the account's email: found by it in the inbox, and erased with the account.
    await ok(
      'contact signed out',
      call('POST', '/api/contact', {
        body: { name: 'Z. Q.', email: HER.email, message: HER.signedOutContact },
      }),
    );
    await ok(
      'prefs',
      call('PUT', '/api/me/notifications', { token: leaver.token, body: { updates: false, language: 'fa' } }),
    );
    const keysBefore = await everyKey();
    expect(keysBefore).toContain(unattached);
    expect(keysBefore.some((k) => k.startsWith(`processed/avatars/${leaver.uid}/`))).toBe(true);
    const prefsKey = { pk: `MEMBER#${leaver.uid}`, sk: 'NOTIFY_PREFS' };
    const prefsBefore = await dynamo().send(new GetCommand({ TableName: config().tableName, Key: prefsKey }));
    // The language emails are written in is kept with the settings, and goes with them.
    expect(prefsBefore.Item).toMatchObject({ updates: false, language: 'fa' });
    // The scan below would find these before the deletion: it is not blind.
    const tableBefore = JSON.stringify(await wholeTable());
    for (const secret of Object.values(HER)) expect(tableBefore).toContain(secret);

    // Leave, with a fresh sign-in.
    const fresh = await login(account.email, account.password);
    expect((await call('DELETE', '/api/me', { token: fresh.idToken })).status).toBe(204);

    // Every answer Fenna (the other party), Lou and a volunteer can get.
    const vol = volunteer(`Vi Volunteer ${tag}`);
    const answers: string[] = [];
    const others = [given, requested, withdrawn, declined];
    for (const id of others) {
      const kind = id === given || id === withdrawn ? 'wishlists' : 'treats';
      for (const token of [friend.token, later.token, vol.token, undefined]) {
        answers.push((await ok(`GET ${id}`, call('GET', `/api/${kind}/${id}`, { token }))).text);
      }
      const replay = await ok(
        `replay ${id}`,
        call('GET', `/api/support/posts/${id}/events`, { token: vol.token }),
      );
      expect(replay.body.consistent).toBe(true);
      answers.push(replay.text);
    }
    for (const id of [ownWish, ownTreat, ownPosted]) {
      const replay = await call('GET', `/api/support/posts/${id}/events`, { token: vol.token });
      answers.push(replay.text);
    }
    for (const path of ['/api/wishlists', '/api/treats']) answers.push(...(await allPages(path)));
    for (const path of ['/api/me/wishlists?role=wisher', '/api/me/treats?role=treater']) {
      answers.push(...(await allPages(path, friend.token)));
    }
    answers.push(...(await allPages('/api/me/wishlists?role=offerer', later.token)));
    answers.push(...(await allPages('/api/support/contact', vol.token)));
    const lookup = await call('GET', `/api/support/members?email=${encodeURIComponent(HER.email)}`, {
      token: vol.token,
    });
    expect(lookup.status).toBe(404);
    answers.push(lookup.text);
    // Fenna retries her keyed ship: its kept answer (the leaver's address) went with the account, so
    // she gets the post's current state or a refusal, never the leaver's data.
    const retried = await ship(friend.token);
    expect([200, 409]).toContain(retried.status);
    answers.push(retried.text);
    const seen = answers.join('\n');
    for (const secret of Object.values(HER)) expect(seen).not.toContain(secret);

    // No member id in anything a visitor reads: post answers, list pages, the pages' JSON.
    const visitorAnswers: string[] = [];
    for (const id of [...others, ownPosted]) {
      const kind = id === given || id === withdrawn || id === ownPosted ? 'wishlist' : 'treat';
      visitorAnswers.push((await call('GET', `/api/${kind}s/${id}`)).text);
      visitorAnswers.push(await (await fetch(`${baseUrl()}/${kind}/${id}`)).text());
    }
    for (const path of ['/api/wishlists', '/api/treats']) visitorAnswers.push(...(await allPages(path)));
    for (const path of ['/wishlists', '/treats'])
      visitorAnswers.push(await (await fetch(`${baseUrl()}${path}`)).text());
    const visitorText = visitorAnswers.join('\n');
    for (const who of [leaver, friend, gus, ross, later]) expect(visitorText).not.toContain(who.uid);

    // Every raw item of the table, every key of the bucket.
    const table = await wholeTable();
    const raw = JSON.stringify(table);
    for (const secret of Object.values(HER)) expect(raw).not.toContain(secret);
    const keys = await everyKey();
    for (const secret of Object.values(HER)) expect(keys.join('\n')).not.toContain(secret);
    for (const key of [...photoVariants, unattached]) expect(keys).not.toContain(key);
    expect(keys.filter((k) => k.includes(leaver.uid))).toEqual([]);
    expect((await call('GET', photoURL)).status).toBe(404);
    // Of the member's own records only the revocation mark is left (it keeps old tokens refused).
    expect(table.filter((i) => i.pk === `MEMBER#${leaver.uid}`).map((i) => i.sk)).toEqual(['SESSION']);

    // "Former member" where she was; the other party's own data intact.
    const asFenna = (kind: string, id: string) =>
      ok('fenna', call('GET', `/api/${kind}/${id}`, { token: friend.token }));
    const givenNow = (await asFenna('wishlists', given)).body;
    expect(givenNow).toMatchObject({
      status: 'closed',
      offerDisplayName: 'Former member',
      shippingAddress: fenna.shippingAddress,
      thankYouNote: `Fenna thanks ${tag}`,
    });
    const requestedNow = (await asFenna('treats', requested)).body;
    expect(requestedNow).toMatchObject({
      status: 'closed',
      requestDisplayName: 'Former member',
      shippedMessage: fenna.shippedMessage,
      thankYouPhotoURL: '',
    });
    const withdrawnNow = (await asFenna('wishlists', withdrawn)).body;
    expect(withdrawnNow).toMatchObject({ status: 'offered', offerDisplayName: later.name });
    const withdrawnLine = withdrawnNow.timeline.find(
      (s: { status: string }) => s.status === 'Offer withdrawn',
    );
    expect(withdrawnLine.actorName).toBe('Former member');
    const declinedNow = (await asFenna('treats', declined)).body;
    const declinedLine = declinedNow.timeline.find(
      (s: { status: string }) => s.status === 'Request declined',
    );
    // Fenna's own reason stays hers to read.
    expect(declinedLine.details).toEqual([{ label: 'Reason', text: `Fenna decline ${tag}` }]);
    const inbox = (await allPages('/api/support/contact', vol.token)).flatMap((t) => JSON.parse(t).items);
    expect(inbox.find((m: { uid: string }) => m.uid === leaver.uid)).toMatchObject({
      name: 'Former member',
      email: '',
      phone: '',
      message: '',
    });
    // Lou's exchange goes on.
    await ok(
      'confirm after',
      call('POST', `/api/wishlists/${withdrawn}/confirm`, {
        token: friend.token,
        body: { shippingAddress: fenna.shippingAddress },
      }),
    );
  });
});
