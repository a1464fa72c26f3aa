// Visitors' reads kept at the edge, members' never. The shared test stack reads what it writes at
// once, so it plays no cache; this file starts a second front of its own, in this worker, on the same
// emulators, with CloudFront's cache played as `npm start` plays it (local/shared-cache.ts). Posts are
// written through the shared stack's front, read through this one.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FRESH_SECONDS, VISITOR_STALE_SECONDS } from '../http/edge-cache.ts';
import type { Front } from '../local/front.ts';
import { sharedCache } from '../local/shared-cache.ts';
import { call, expectOk, type Member, signedUp, treatBody, wishlistBody } from './client.ts';
import { secrets, wishlistAt } from './lifecycles.ts';
import { startOwnFront, useStackEnv } from './stack-env.ts';

let front: Front;

beforeAll(async () => {
  useStackEnv();
  process.env.POWERTOOLS_LOG_LEVEL = 'WARN';
  front = await startOwnFront({ visitorCache: sharedCache() });
});

afterAll(async () => {
  await front?.stop();
});

/** A read through the caching front, as a visitor (no token) or a member. */
async function read(urlPath: string, who?: Member) {
  const response = await fetch(`${front.url}${urlPath}`, {
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    cacheControl: response.headers.get('cache-control'),
    xCache: response.headers.get('x-cache'),
    age: Number(response.headers.get('age') ?? 0),
  };
}

describe("visitors' reads at the edge", () => {
  it("a member's answer and a visitor's never share a cache entry, in either order", async () => {
    const [wisher, giver] = await Promise.all([signedUp('Willa Cache'), signedUp('Gus Cache')]);
    const tag = `cache${Date.now()}`;
    const { shippingAddress } = secrets(tag);
    const id = await wishlistAt('confirmed', wisher, giver, tag);
    const post = `/api/wishlists/${id}`;

    // The giver reads the post and its address first: theirs only, kept nowhere.
    const giverView = await read(post, giver);
    expect(giverView.status).toBe(200);
    expect(giverView.text).toContain(shippingAddress);
    expect(giverView.cacheControl).toBe('private, no-store');

    // A visitor then: no address, and the second visitor is answered from the cache, still without it.
    const firstVisitor = await read(post);
    expect(firstVisitor.status).toBe(200);
    expect(firstVisitor.xCache).toBe('Miss from cloudfront');
    // The browser is told to ask again; the edge keeps its copy (the next visitor's is a hit).
    expect(firstVisitor.cacheControl).toBe('no-cache');
    const secondVisitor = await read(post);
    expect(secondVisitor.xCache).toBe('Hit from cloudfront');
    for (const view of [firstVisitor, secondVisitor]) {
      expect(view.text).toContain(id);
      expect(view.text).not.toContain(shippingAddress);
      expect(view.text).not.toContain('"shippingAddress"');
    }

    // The wisher after the visitors: their own view with the address, never the visitors' copy.
    const wisherView = await read(post, wisher);
    expect(wisherView.xCache).toBe('Miss from cloudfront');
    expect(wisherView.cacheControl).toBe('private, no-store');
    expect(wisherView.text).toContain(shippingAddress);
    // And a visitor after the wisher still gets the visitors' copy.
    expect((await read(post)).text).not.toContain(shippingAddress);
  });

  it('a member sees their own post and offer at once while visitors are answered from the copy, no older than the stale window', async () => {
    const [wisher, giver] = await Promise.all([signedUp('Wren Fresh'), signedUp('Gale Fresh')]);
    const list = '/api/wishlists?limit=30';
    const visitorList = await read(list);
    expect(visitorList.status).toBe(200);

    const id: string = expectOk(
      await call('POST', '/api/wishlists', {
        token: wisher.token,
        body: wishlistBody(`Fresh ${Date.now()}`),
      }),
      'create',
    ).body.id;
    // The member's list has their new post at once.
    const memberList = await read(list, wisher);
    expect(memberList.text).toContain(id);
    // A visitor is answered from the copy taken before it (data at most a minute old).
    const laterVisitor = await read(list);
    expect(laterVisitor.xCache).toBe('Hit from cloudfront');
    expect(laterVisitor.age).toBeLessThanOrEqual(VISITOR_FRESH_SECONDS + VISITOR_STALE_SECONDS);
    if (laterVisitor.age < VISITOR_FRESH_SECONDS) expect(laterVisitor.text).not.toContain(id);

    // The same for a post: a visitor's copy of it open, then the giver offers and sees their offer.
    const post = `/api/wishlists/${id}`;
    expect(JSON.parse((await read(post)).text).status).toBe('posted');
    expectOk(await call('POST', `${post}/offer`, { token: giver.token, body: {} }), 'offer');
    expect(JSON.parse((await read(post, giver)).text).status).toBe('offered');
    expect(JSON.parse((await read(post, wisher)).text).status).toBe('offered');
  });
});

describe('pages at the edge, one copy per language', () => {
  let pages: Front;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'bookwish-lang-cache-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en-CA"><head><title>Bookwish</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>',
    );
    pages = await startOwnFront({ visitorCache: sharedCache(), webDist: dist });
  });

  afterAll(async () => {
    await pages?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  async function page(urlPath: string, headers: Record<string, string>) {
    const response = await fetch(`${pages.url}${urlPath}`, { headers });
    return { html: await response.text(), xCache: response.headers.get('x-cache') };
  }

  it('a French answer is never served to an English reader, nor an English one to a Persian reader', async () => {
    const giver = await signedUp('Lena Languages');
    const id: string = expectOk(
      await call('POST', '/api/treats', { token: giver.token, body: treatBody(`Langues ${Date.now()}`) }),
      'create',
    ).body.id;
    const post = `/treat/${id}`;
    const french = await page(post, { cookie: 'bookwish_lang=fr-CA' });
    expect(french.xCache).toBe('Miss from cloudfront');
    expect(french.html).toContain('Donné par Lena Languages');
    // Kept: a second French reader (by their browser this time) gets the same copy.
    const frenchAgain = await page(post, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(frenchAgain.xCache).toBe('Hit from cloudfront');
    expect(frenchAgain.html).toBe(french.html);
    // An English reader right after: their own copy, in English.
    const english = await page(post, { 'accept-language': 'en-CA' });
    expect(english.xCache).toBe('Miss from cloudfront');
    expect(english.html).toContain('Given by Lena Languages');
    expect(english.html).not.toContain('Donné par');
    const persian = await page(post, { cookie: 'bookwish_lang=fa', 'accept-language': 'en-CA' });
    expect(persian.xCache).toBe('Miss from cloudfront');
    expect(persian.html).toContain('<html lang="fa" dir="rtl">');
    // The English copy is still the English reader's.
    const englishAgain = await page(post, {});
    expect(englishAgain.xCache).toBe('Hit from cloudfront');
    expect(englishAgain.html).toBe(english.html);
  });
});
