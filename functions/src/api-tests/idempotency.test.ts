// Idempotency-Key on creates, transitions and deletes: a retried request with the member's
// same key gets the first answer (same post, same status and body), never a second post or event.

import { randomUUID } from 'node:crypto';
import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { history, listByOwner } from '../store/event-store.ts';
import { type Answer, call, expectOk, type Member, member, volunteer, wishlistBody } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

const keyed = (key: string) => ({ 'idempotency-key': key });

/** A wish posted by `who` with `key` as its Idempotency-Key. */
const keyedCreate = (who: Member, body: object, key: string) =>
  call('POST', '/api/wishlists', { token: who.token, body, headers: keyed(key) });

const titlesOf = async (uid: string) =>
  (await listByOwner('wishlist', uid, { limit: 30 })).items.map((post) => post.title);

describe('Idempotency-Key', () => {
  it('a retried create returns the first post (same id, same answer) and the list shows one', async () => {
    const wisher = member('Ida Retry');
    const key = randomUUID();
    const first = await keyedCreate(wisher, wishlistBody('Retried once'), key);
    expect(first.status).toBe(201);
    const again = await keyedCreate(wisher, wishlistBody('Retried once'), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await titlesOf(wisher.uid)).toEqual(['Retried once']);
    const listed = expectOk(
      await call('GET', '/api/me/wishlists?role=wisher', { token: wisher.token }),
      'list',
    );
    expect(listed.body.items.map((post: { id: string }) => post.id)).toEqual([first.body.id]);
  });

  it('the same key at once from a double submit makes one post; every answer is that post or "still in progress"', async () => {
    const wisher = member('Dot Double');
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => keyedCreate(wisher, wishlistBody('Double clicked'), key)),
    );
    expect(await titlesOf(wisher.uid)).toEqual(['Double clicked']);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(messages.common.requestInProgress);
    }
  });

  it('the same key with a different body is a 409 that writes nothing, and the first post is still what a true retry gets', async () => {
    const wisher = member('Kit Changed');
    const key = randomUUID();
    const first = expectOk(await keyedCreate(wisher, wishlistBody('First title'), key), 'first');
    const changed = await keyedCreate(wisher, wishlistBody('Another title'), key);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toEqual({ code: 'CONFLICT', message: messages.common.idempotencyKeyReused });
    // The refusal must not have dropped the first request's record.
    const retry = await keyedCreate(wisher, wishlistBody('First title'), key);
    expect(retry.body).toEqual(first.body);
    expect(await titlesOf(wisher.uid)).toEqual(['First title']);
  });

  it("a key is the member's own: another member with the same key makes their own post", async () => {
    const key = randomUUID();
    const ann = member('Ann Same');
    const bob = member('Bob Same');
    const a = expectOk(await keyedCreate(ann, wishlistBody('Same key'), key), 'ann');
    const b = expectOk(await keyedCreate(bob, wishlistBody('Same key'), key), 'bob');
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.uid).toBe(bob.uid);
  });

  it('a refused request is not remembered: the corrected retry with the same key goes through', async () => {
    const wisher = member('Flo Fixes');
    const key = randomUUID();
    const refused = await keyedCreate(wisher, { ...wishlistBody(), title: '' }, key);
    expect(refused.status).toBe(400);
    const fixed = await keyedCreate(wisher, wishlistBody('Fixed title'), key);
    expect(fixed.status).toBe(201);
    expect(await titlesOf(wisher.uid)).toEqual(['Fixed title']);
  });

  it('a retried offer answers as the first did; without a key the second offer is refused as usual', async () => {
    const wisher = member('Wyn Wisher');
    const giver = member('Gus Giver');
    const id = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Offer twice') }),
      'create',
    ).body.id as string;
    const key = randomUUID();
    const offer = (headers: Record<string, string>): Promise<Answer> =>
      call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {}, headers });
    const first = await offer(keyed(key));
    expect(first.status).toBe(200);
    const again = await offer(keyed(key));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await history(id)).filter((event) => event.type === 'OfferMade')).toHaveLength(1);
    expect((await offer({})).status).toBe(409);
  });

  it('a replay never answers what the caller could no longer read: a post deleted since is a 404, a lost exchange shows no address', async () => {
    const wisher = member('Dee Deleter');
    const key = randomUUID();
    const create = () => keyedCreate(wisher, wishlistBody('Gone soon'), key);
    const id = expectOk(await create(), 'create').body.id as string;
    expect((await call('DELETE', `/api/wishlists/${id}`, { token: wisher.token })).status).toBe(204);
    const replayed = await create();
    expect(replayed.status).toBe(404);
    expect(replayed.body.error.message).toBe(messages.wishlist.notFound);

    // The giver's keyed offer, replayed after a volunteer reopened the exchange: the post as the giver
    // may see it now (no address, no longer the giver), not the answer kept from before.
    const owner = member('Oona Owner');
    const giver = member('Gil Giver');
    const wish = expectOk(
      await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody('Reopened') }),
      'wish',
    ).body.id as string;
    const offerKey = randomUUID();
    const offer = () =>
      call('POST', `/api/wishlists/${wish}/offer`, {
        token: giver.token,
        body: {},
        headers: keyed(offerKey),
      });
    expect(expectOk(await offer(), 'offer').body.viewer).toBe('giver');
    expectOk(
      await call('POST', `/api/wishlists/${wish}/confirm`, {
        token: owner.token,
        body: { shippingAddress: 'SECRET-ADDRESS 9 Elm St' },
      }),
      'confirm',
    );
    expectOk(
      await call('POST', `/api/support/posts/${wish}/actions`, {
        token: volunteer().token,
        body: { type: 'reopen', reason: 'Giver stopped answering' },
      }),
      'reopen',
    );
    const again = await offer();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: wish, status: 'posted', viewer: 'member' });
    expect(again.text).not.toContain('SECRET-ADDRESS');
  });

  it('a retried delete whose first answer was lost is done, not "not found"; the same key with another body is a 409', async () => {
    const wisher = member('Del Retry');
    const id = expectOk(
      await call('POST', '/api/wishlists', {
        token: wisher.token,
        body: wishlistBody('Given away elsewhere'),
      }),
      'create',
    ).body.id as string;
    const key = randomUUID();
    const remove = (body: object) =>
      call('DELETE', `/api/wishlists/${id}`, { token: wisher.token, body, headers: keyed(key) });
    const [first, retried] = [await remove({ expectedVersion: 1 }), await remove({ expectedVersion: 1 })];
    expect(first.status).toBe(204);
    expect(retried.status).toBe(204);
    const changed = await remove({ expectedVersion: 2 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(messages.common.idempotencyKeyReused);
    // Without the key, the post is what it is: gone.
    expect((await call('DELETE', `/api/wishlists/${id}`, { token: wisher.token })).status).toBe(404);
    expect((await call('GET', `/api/wishlists/${id}`)).status).toBe(404);
  });

  it('a key that is not one (too short) is a bad request and writes nothing', async () => {
    const wisher = member('Sid Short');
    const answer = await call('POST', '/api/wishlists', {
      token: wisher.token,
      body: wishlistBody('Short key'),
      headers: keyed('abc'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.common.badRequest);
    expect(await titlesOf(wisher.uid)).toEqual([]);
  });
});
