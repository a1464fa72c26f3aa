// The local front's CloudFront cache: what it keeps, for how long, and what it never keeps.

import { describe, expect, it } from 'vitest';
import { MEMBER_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from '../http/edge-cache.ts';
import { type CachedAnswer, sharedCache, sharedCacheKey, sharedFreshness } from './shared-cache.ts';

function answerWith(cacheControl: string, text: string): CachedAnswer {
  return { status: 200, headers: { 'cache-control': cacheControl }, body: Buffer.from(text) };
}

/** An origin that answers "v1", "v2", ... and counts its runs. */
function countingOrigin(cacheControl = VISITOR_CACHE_CONTROL) {
  let runs = 0;
  return {
    runs: () => runs,
    call: async () => answerWith(cacheControl, `v${++runs}`),
  };
}

describe('the local shared cache', () => {
  it("keeps a visitor's answer for its s-maxage, then serves it stale once while asking again", async () => {
    let now = 1_000_000;
    const cache = sharedCache({ now: () => now });
    const origin = countingOrigin();
    const key = sharedCacheKey('/api/wishlists', '', undefined);
    const first = await cache.answer(key, origin.call);
    expect(first.body.toString()).toBe('v1');
    expect(first.headers['x-cache']).toBe('Miss from cloudfront');
    now += 29_000;
    const fresh = await cache.answer(key, origin.call);
    expect(fresh.body.toString()).toBe('v1');
    expect(fresh.headers.age).toBe('29');
    expect(origin.runs()).toBe(1);
    // Past s-maxage, within stale-while-revalidate: the old copy now, the new one fetched meanwhile.
    now += 2_000;
    const stale = await cache.answer(key, origin.call);
    expect(stale.body.toString()).toBe('v1');
    await cache.settled();
    expect(origin.runs()).toBe(2);
    expect((await cache.answer(key, origin.call)).body.toString()).toBe('v2');
    // Past both windows the visitor waits for the function.
    now += 61_000;
    expect((await cache.answer(key, origin.call)).body.toString()).toBe('v3');
    expect(cache.stats()).toEqual({ hits: 2, staleHits: 1, misses: 2, originRuns: 3 });
  });

  it("never keeps a member's answer, nor one that is private, no-store or no-cache", async () => {
    for (const cacheControl of [MEMBER_CACHE_CONTROL, 'no-store', 'no-cache', 'private, max-age=60', '']) {
      const cache = sharedCache();
      const origin = countingOrigin(cacheControl);
      const key = sharedCacheKey('/api/wishlists/w1', '', 'Bearer member');
      await cache.answer(key, origin.call);
      const again = await cache.answer(key, origin.call);
      expect(again.body.toString(), cacheControl).toBe('v2');
      expect(again.headers['x-cache']).toBe('Miss from cloudfront');
    }
  });

  it('keys on the path, the query string and the Authorization header', async () => {
    const cache = sharedCache();
    const origin = countingOrigin();
    const keys = [
      sharedCacheKey('/api/wishlists', '', undefined),
      sharedCacheKey('/api/wishlists', '?open=1', undefined),
      sharedCacheKey('/api/treats', '', undefined),
      sharedCacheKey('/api/wishlists', '', 'Bearer a'),
    ];
    for (const key of keys) await cache.answer(key, origin.call);
    expect(origin.runs()).toBe(4);
  });

  it('asks the function once for many visitors arriving together', async () => {
    const cache = sharedCache();
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      runs++;
      await gate;
      return answerWith(VISITOR_CACHE_CONTROL, 'post');
    };
    const key = sharedCacheKey('/api/wishlists/w1', '', undefined);
    const views = Array.from({ length: 20 }, () => cache.answer(key, slow));
    release();
    const answers = await Promise.all(views);
    expect(answers.every((answer) => answer.body.toString() === 'post')).toBe(true);
    expect(runs).toBe(1);
  });

  it("drops a kept copy when the function's next answer may not be kept (a deleted post's 404)", async () => {
    let now = 0;
    const cache = sharedCache({ now: () => now });
    const key = sharedCacheKey('/api/wishlists/w1', '', undefined);
    await cache.answer(key, async () => answerWith(VISITOR_CACHE_CONTROL, 'post'));
    now += 45_000;
    const gone = async (): Promise<CachedAnswer> => ({
      status: 404,
      headers: { 'cache-control': 'no-store' },
      body: Buffer.from('gone'),
    });
    await cache.answer(key, gone);
    await cache.settled();
    expect((await cache.answer(key, gone)).status).toBe(404);
  });

  it('reads s-maxage before max-age, and stale-while-revalidate', () => {
    expect(sharedFreshness(VISITOR_CACHE_CONTROL)).toEqual({ freshMs: 30_000, staleMs: 30_000 });
    expect(sharedFreshness('public, max-age=10')).toEqual({ freshMs: 10_000, staleMs: 0 });
    expect(sharedFreshness('public, max-age=0')).toBeNull();
  });
});
