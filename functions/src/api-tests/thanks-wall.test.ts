// The gratitude wall (GET /api/thanks) through the local front: only the thank-yous their recipients
// put on it, as cards that never carry an address, a message, an email or a member id; paged with no
// card skipped or shown twice; a take-off, a takedown, a deletion or a deleted account takes the card
// off at once. And the giving counts each close keeps (GET /api/me/giving).

import { randomUUID } from 'node:crypto';
import { VIEWER_CACHE_CONTROL } from '@bookwish/shared/web/edge-cache';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, type Member, member, signedUp, uploadedPicture, volunteer } from './client.ts';
import { secrets, treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(useStackEnv);

interface Card {
  id: string;
  kind: string;
  title: string;
  author: string;
  note: string;
  photo: { variants: { key: string; use: string }[]; placeholder: string } | null;
  photoURL: string;
  recipientName: string;
  giverName: string;
  at: number;
}

const upload = (who: Member) =>
  uploadedPicture(who, 'thankYou', { width: 40, height: 30, background: '#a53' });

/** Book Received on a wish at Fulfilled or a treat at Shipped, by its recipient. */
async function close(kind: 'wishlist' | 'treat', id: string, recipient: Member, body: object) {
  return expectOk(
    await call('POST', `/api/${kind}s/${id}/close`, { token: recipient.token, body }),
    `${kind} close`,
  ).body;
}

/** Every card of the wall, page by page (`limit` a page), and the pages' sizes. */
async function wholeWall(limit: number): Promise<{ cards: Card[]; texts: string[] }> {
  const cards: Card[] = [];
  const texts: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = expectOk(await call('GET', `/api/thanks?${query}`), 'wall page');
    texts.push(page.text);
    cards.push(...(page.body.items as Card[]));
    cursor = page.body.nextCursor;
  } while (cursor);
  return { cards, texts };
}

const onWall = async (id: string) => (await wholeWall(30)).cards.some((card) => card.id === id);

describe('the gratitude wall', () => {
  it('shows the thank-you its recipient put on it, and nothing private; not the one kept off', async () => {
    const tag = randomUUID().slice(0, 6);
    const [wisher, giver, treater, requester] = await Promise.all([
      signedUp(`Wanda Wall ${tag}`),
      signedUp(`Gil Giver ${tag}`),
      signedUp(`Tom Treater ${tag}`),
      signedUp(`Rae Reader ${tag}`),
    ]);
    const wish = await wishlistAt('fulfilled', wisher, giver, `wall-${tag}`);
    const treat = await treatAt('shipped', treater, requester, `kept-${tag}`);
    const photoKey = await upload(wisher);
    await close('wishlist', wish, wisher, {
      thankYouNote: `It arrived, thank you ${tag}!`,
      thankYouPhotoKey: photoKey,
      onWall: true,
    });
    // Kept off: no choice sent is the default, off.
    await close('treat', treat, requester, { thankYouNote: `Private thanks ${tag}` });

    const { cards, texts } = await wholeWall(30);
    const card = cards.find((c) => c.id === wish);
    expect(card).toMatchObject({
      kind: 'wishlist',
      title: `Wish wall-${tag}`,
      note: `It arrived, thank you ${tag}!`,
      recipientName: 'Wanda',
      giverName: 'Gil',
    });
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'at',
        'author',
        'giverName',
        'id',
        'kind',
        'note',
        'photo',
        'photoURL',
        'recipientName',
        'title',
      ].sort(),
    );
    // The photo's light variant only, and it is served.
    expect(card?.photo?.variants.map((v) => v.use)).toEqual(['card']);
    const photo = await call('GET', `/images/${card?.photo?.variants[0]?.key}`);
    expect(photo.status).toBe(200);

    expect(cards.some((c) => c.id === treat)).toBe(false);
    const all = texts.join('\n');
    expect(all).not.toContain(`Private thanks ${tag}`);
    for (const who of [wisher, giver, treater, requester]) {
      expect(all).not.toContain(who.uid);
      if (who.account) expect(all).not.toContain(who.account.email);
    }
    for (const secret of [
      ...Object.values(secrets(`wall-${tag}`)),
      ...Object.values(secrets(`kept-${tag}`)),
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('For my reading club');
    expect(all).not.toContain('SECRET-');
  });

  it('pages newest first with no card skipped or shown twice, and refuses a cursor it did not issue', async () => {
    const giver = member('Pat Pager');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wisher = member(`Paula ${i}`);
      const id = await wishlistAt('fulfilled', wisher, giver, `page-${i}-${randomUUID().slice(0, 4)}`);
      await close('wishlist', id, wisher, { thankYouNote: `Thanks number ${i}`, onWall: true });
      ids.push(id);
    }
    const { cards } = await wholeWall(2);
    const seen = cards.map((c) => c.id);
    expect(new Set(seen).size).toBe(seen.length);
    // Ours in the order they were received, newest first, none missing.
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    for (let i = 1; i < cards.length; i++) {
      expect((cards[i - 1] as Card).at).toBeGreaterThanOrEqual((cards[i] as Card).at);
    }

    // A visitor's page is one the edge may keep a short while; a member's is kept nowhere.
    const asVisitor = await call('GET', '/api/thanks?limit=2');
    // The edge keeps it (s-maxage) and hands the browser no-cache, as for the explore lists.
    expect(asVisitor.headers.get('cache-control')).toBe(VIEWER_CACHE_CONTROL);
    const asMember = await call('GET', '/api/thanks?limit=2', { token: giver.token });
    expect(asMember.headers.get('cache-control')).toBe('private, no-store');

    const forged = Buffer.from(JSON.stringify(['not an id', 5])).toString('base64url');
    const bad = await call('GET', `/api/thanks?cursor=${forged}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('This page link has expired. Please go back to the first page.');
  });

  it('lets only the recipient take it off, and it leaves at once', async () => {
    const [wisher, giver] = [member('Oona Optout'), member('Gus Giver')];
    const id = await wishlistAt('fulfilled', wisher, giver);
    const closed = await close('wishlist', id, wisher, { thankYouNote: 'Lovely book', onWall: true });
    expect(await onWall(id)).toBe(true);
    const path = `/api/wishlists/${id}/take-off-wall`;

    for (const who of [giver, member('Stranger Sam')]) {
      const refused = await call('POST', path, { token: who.token, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        'Only the member who received this book can take their thank-you off the wall.',
      );
    }
    expect((await call('POST', path, { body: {} })).status).toBe(401);
    expect(await onWall(id)).toBe(true);

    const taken = await call('POST', path, {
      token: wisher.token,
      body: { expectedVersion: closed.version },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.onWall).toBeUndefined();
    expect(taken.body.thankYouNote).toBe('Lovely book');
    expect(await onWall(id)).toBe(false);

    const again = await call('POST', path, { token: wisher.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This thank-you is not on the wall.');
  });

  it('a takedown, a deleted post and a deleted account take the card off the wall', async () => {
    const giver = member('Gwen Giver');
    const removed = member('Remy Removed');
    const removedId = await wishlistAt('fulfilled', removed, giver);
    await close('wishlist', removedId, removed, { thankYouNote: 'Removed later', onWall: true });
    const deleter = member('Dora Deleter');
    const deletedId = await wishlistAt('fulfilled', deleter, giver);
    const closedDeleted = await close('wishlist', deletedId, deleter, {
      thankYouNote: 'Deleted later',
      onWall: true,
    });
    // A treat's recipient is its requester: their account goes, the treater's post stays.
    const [treater, leaver] = [member('Tilly Treater'), await signedUp('Lenny Leaving')];
    const treatId = await treatAt('shipped', treater, leaver);
    await close('treat', treatId, leaver, { thankYouNote: 'From a leaver', onWall: true });
    for (const id of [removedId, deletedId, treatId]) expect(await onWall(id)).toBe(true);

    expectOk(
      await call('POST', `/api/support/posts/${removedId}/actions`, {
        token: volunteer().token,
        body: { type: 'remove', reason: 'Reported' },
      }),
      'remove',
    );
    expect(await onWall(removedId)).toBe(false);

    expect(
      (
        await call('DELETE', `/api/wishlists/${deletedId}`, {
          token: deleter.token,
          body: { expectedVersion: closedDeleted.version },
        })
      ).status,
    ).toBe(204);
    expect(await onWall(deletedId)).toBe(false);

    expect((await call('DELETE', '/api/me', { token: leaver.token })).status).toBe(204);
    const { texts } = await wholeWall(30);
    expect(texts.join('\n')).not.toContain(treatId);
    expect(texts.join('\n')).not.toContain('From a leaver');
    expect(texts.join('\n')).not.toContain('Lenny');
  });
});

describe('giving counts', () => {
  it('counts each close once for the giver and the recipient, and only the member reads theirs', async () => {
    const [wisher, giver, treater] = [member('Cara Counts'), member('Cole Counts'), member('Tess Counts')];
    const wish = await wishlistAt('fulfilled', wisher, giver);
    const treat = await treatAt('shipped', treater, wisher);
    const before = expectOk(await call('GET', '/api/me/giving', { token: wisher.token }), 'counts').body;
    expect(before).toEqual({ booksGiven: 0, booksReceived: 0 });

    await close('wishlist', wish, wisher, { thankYouNote: '' });
    await close('treat', treat, wisher, { thankYouNote: 'Thanks' });
    // A second Book Received is refused and counts nothing.
    expect((await call('POST', `/api/treats/${treat}/close`, { token: wisher.token, body: {} })).status).toBe(
      409,
    );

    const counts = async (who: Member) =>
      expectOk(await call('GET', '/api/me/giving', { token: who.token }), 'counts').body;
    expect(await counts(wisher)).toEqual({ booksGiven: 0, booksReceived: 2 });
    expect(await counts(giver)).toEqual({ booksGiven: 1, booksReceived: 0 });
    expect(await counts(treater)).toEqual({ booksGiven: 1, booksReceived: 0 });
    expect((await call('GET', '/api/me/giving')).status).toBe(401);
  });
});
