// A stored index that is not one (read while the local S3 emulator was still writing it, or damaged):
// search keeps answering, from the copy it has or from the table, and the indexer rebuilds it from the
// table instead of failing every batch. In memory: the store and the stored copy are fakes.

import { searchDocOf } from '@bookwish/shared/domain/search';
import type { Post } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { createPost } from '../app/create-post.ts';
import { gabriel, testDeps, wendy, wishInput } from '../app/test-deps.ts';
import { type IndexCache, indexCache, type StoredIndex } from './index-cache.ts';
import { buildIndex, loadIndex, serializeIndex } from './search-index.ts';
import { indexer } from './search-indexer-adapter.ts';

/** A stored copy the test writes: `json` is what a read returns, a new etag each write, written only
 * over the version named (as S3's conditional PUT). */
function storedCopy(json: string | null): StoredIndex & { json: string | null; saves: number } {
  let version = 0;
  const copy = {
    json,
    saves: 0,
    async fetch(etag?: string) {
      if (copy.json === null) return null;
      if (etag === String(version)) return 'unchanged' as const;
      return { json: copy.json, etag: String(version) };
    },
    async save(next: string, over: string | null) {
      if (over !== (copy.json === null ? null : String(version))) return 'lost' as const;
      copy.json = next;
      copy.saves += 1;
      version += 1;
      return String(version);
    },
  };
  return copy;
}

const titles = async (cache: IndexCache, q: string) => (await cache.current()).search(q).map((hit) => hit.id);

describe('a stored search index that cannot be read', () => {
  it('is answered from the table when there is no other copy, and from the last good copy after', async () => {
    const deps = testDeps();
    const hobbit = await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'The Hobbit' },
    });
    const torn = '{"documentCount":3,"nextId":3,"documentIds":{"0":"a","1';
    const stored = storedCopy(torn);
    let clock = 0;
    const cache = indexCache(stored, deps.store, () => clock);
    expect(await titles(cache, 'hobbit')).toEqual([hobbit.id]);

    // A good copy arrives, then a torn one: search keeps the good one.
    const dune = await createPost(deps, 'wishlist', {
      caller: gabriel,
      body: { ...wishInput, title: 'Dune' },
    });
    const duneDoc = searchDocOf((await deps.store.load(dune.id)) as Post);
    await stored.save(serializeIndex(buildIndex(duneDoc ? [duneDoc] : [])), '0');
    clock += 2000;
    expect(await titles(cache, 'dune')).toEqual([dune.id]);
    stored.json = torn;
    clock += 2000;
    expect(await titles(cache, 'dune')).toEqual([dune.id]);
  });

  it('keeps answering when a read of it is cut short, from the table at first and from its copy after', async () => {
    const deps = testDeps();
    const hobbit = await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'The Hobbit' },
    });
    const stored = storedCopy(null);
    const cutShort = stored.fetch;
    stored.fetch = () => Promise.reject(new Error('aborted'));
    let clock = 0;
    const cache = indexCache(stored, deps.store, () => clock);
    expect(await titles(cache, 'hobbit')).toEqual([hobbit.id]);

    stored.fetch = cutShort;
    await stored.save(serializeIndex(await cache.current()), null);
    clock += 2000;
    expect(await titles(cache, 'hobbit')).toEqual([hobbit.id]);
    stored.fetch = () => Promise.reject(new Error('aborted'));
    clock += 2000;
    expect(await titles(cache, 'hobbit')).toEqual([hobbit.id]);
  });

  it('is rebuilt from the table by the indexer, which then saves a good one', async () => {
    const deps = testDeps();
    const hobbit = await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'The Hobbit' },
    });
    const stored = storedCopy('not an index');
    await indexer(stored, deps.store)([{ remove: 'some-other-post' }]);
    expect(stored.saves).toBe(1);
    expect(
      loadIndex(stored.json ?? '')
        .search('hobbit')
        .map((hit) => hit.id),
    ).toEqual([hobbit.id]);
  });
});
