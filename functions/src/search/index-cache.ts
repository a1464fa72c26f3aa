// The search index as a warm container holds it: loaded once, then checked against the stored copy at
// most once a second (a conditional read: 304 when unchanged), so a post that leaves the index leaves
// the results within the indexer's delay plus a second. With no stored index yet (a fresh deploy, or
// data from before search existed) it is built from the table's lists.

import { type SearchDoc, searchDocOf } from '@bookwish/shared/domain/search';
import type { EventStore } from '../app/ports.ts';
import { buildIndex, loadIndexOrNull, type SearchIndex } from './search-index.ts';

/** Where the index is kept (S3 in both AWS and locally). */
export interface StoredIndex {
  /** The index and its version; 'unchanged' when `etag` is still current; null when none is stored. */
  fetch(etag?: string): Promise<{ json: string; etag: string } | 'unchanged' | null>;
  /** Stores the index over the version it was read at (its etag, or null when none was stored) and
   * returns its new version; 'lost' when another write came in between (nothing written: read again). */
  save(json: string, over: string | null): Promise<string | 'lost'>;
}

const CHECK_EVERY_MS = 1000;

/** Every listed post's document, read through the list indexes (removed posts are in none). */
export async function docsFromStore(store: EventStore): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  for (const kind of ['wishlist', 'treat'] as const) {
    let cursor: string | null = null;
    do {
      const page = await store.listAll(kind, { limit: 30, cursor });
      for (const post of page.items) {
        const doc = searchDocOf(post);
        if (doc) docs.push(doc);
      }
      cursor = page.nextCursor;
    } while (cursor);
  }
  return docs;
}

export interface IndexCache {
  current(): Promise<SearchIndex>;
}

export function indexCache(
  stored: Pick<StoredIndex, 'fetch'>,
  store: EventStore,
  now: () => number = Date.now,
): IndexCache {
  let index: SearchIndex | undefined;
  let etag: string | undefined;
  let checkedAt = 0;
  let pending: Promise<SearchIndex> | undefined;

  async function refresh(): Promise<SearchIndex> {
    // A read cut short (the local S3 emulator while the indexer rewrites the object) or a store that
    // does not answer is no stored copy this time: ours stays (looked at again in a second), or the
    // table answers.
    const fetched = await stored.fetch(index ? etag : undefined).catch(() => 'unreadable' as const);
    checkedAt = now();
    if (fetched === 'unreadable' && index) return index;
    if (fetched === 'unchanged' && index) return index;
    if (fetched && fetched !== 'unchanged' && fetched !== 'unreadable') {
      const loaded = loadIndexOrNull(fetched.json);
      if (loaded) {
        index = loaded;
        etag = fetched.etag;
        return index;
      }
      // A copy that is not an index: keep answering from ours, and look again in a second.
      if (index) return index;
    }
    // Nothing (usable) stored yet: build from the table; look again next time (the indexer may have saved).
    index = buildIndex(await docsFromStore(store));
    etag = undefined;
    return index;
  }

  return {
    current() {
      if (index && now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve(index);
      // Requests at once share one refresh.
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
