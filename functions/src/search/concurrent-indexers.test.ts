// Two search indexer batches at once on one stored index (two shards of the table's stream, with no
// reserved concurrency to keep them apart), over the real local S3: both read the same version, both
// save, and neither's changes are lost: the save that comes second is refused (its version is gone),
// and that batch reads the winner's index and applies its changes again. Each test races on a key of
// its own under search/, so the stack's real index (and the other files' searches) see nothing.

import { randomUUID } from 'node:crypto';
import type { SearchDoc } from '@bookwish/shared/domain/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { testDeps } from '../app/test-deps.ts';
import { resetS3 } from '../aws/s3.ts';
import { storedIndexAt } from '../aws/s3-search-index.ts';
import type { StoredIndex } from './index-cache.ts';
import { buildIndex, loadIndex, serializeIndex } from './search-index.ts';
import { indexer } from './search-indexer-adapter.ts';

beforeAll(() => {
  useStackEnv();
  resetS3();
});

const doc = (id: string, title: string): SearchDoc => ({
  id,
  kind: 'wishlist',
  title,
  author: '',
  types: ['Fiction'],
  destination: 'Canada',
  status: 'open',
  createdAt: 1_700_000_000,
});

/** The stored index, each writer's reads held until every writer has read once: the two batches
 * surely read the same version before either saves (what two shards do at the wrong moment). */
function readTogether(stored: StoredIndex, writers: number): StoredIndex[] {
  let waiting = writers;
  let allRead: () => void = () => {};
  const together = new Promise<void>((resolve) => {
    allRead = resolve;
  });
  return Array.from({ length: writers }, () => {
    let first = true;
    return {
      save: stored.save,
      async fetch(etag) {
        const fetched = await stored.fetch(etag);
        if (first) {
          first = false;
          waiting -= 1;
          if (waiting === 0) allRead();
          await together;
        }
        return fetched;
      },
    };
  });
}

async function storedIds(stored: StoredIndex, ids: string[]): Promise<string[]> {
  const fetched = await stored.fetch();
  if (!fetched || fetched === 'unchanged') return [];
  const index = loadIndex(fetched.json);
  return ids.filter((id) => index.has(id));
}

describe('two indexer batches at once on one stored index', () => {
  it('keeps both batches’ changes when both read the same version', async () => {
    const stored = storedIndexAt(`search/race-${randomUUID()}.json`);
    const before = doc(randomUUID(), 'Middlemarch');
    expect(await stored.save(serializeIndex(buildIndex([before])), null)).not.toBe('lost');
    const [a, b] = readTogether(stored, 2) as [StoredIndex, StoredIndex];
    // The table is only read when no index is stored: an empty one stands in for it.
    const { store } = testDeps();
    const first = doc(randomUUID(), 'Dune');
    const second = doc(randomUUID(), 'Beloved');
    await Promise.all([
      indexer(a, store)([{ upsert: first }]),
      indexer(b, store)([{ upsert: second }, { remove: before.id }]),
    ]);
    expect(await storedIds(stored, [first.id, second.id, before.id])).toEqual([first.id, second.id]);
  });

  it('keeps both when neither found an index and both built the first one', async () => {
    const stored = storedIndexAt(`search/race-${randomUUID()}.json`);
    const [a, b] = readTogether(stored, 2) as [StoredIndex, StoredIndex];
    const { store } = testDeps();
    const first = doc(randomUUID(), 'Emma');
    const second = doc(randomUUID(), 'Persuasion');
    await Promise.all([indexer(a, store)([{ upsert: first }]), indexer(b, store)([{ upsert: second }])]);
    expect(await storedIds(stored, [first.id, second.id])).toEqual([first.id, second.id]);
  });
});
