// The PostSearch port over the warm index.

import type { PostSearch } from '../app/ports.ts';
import type { IndexCache } from './index-cache.ts';
import { searchIndex } from './search-index.ts';

export function indexSearch(cache: IndexCache): PostSearch {
  return {
    async search(q, filter) {
      return searchIndex(await cache.current(), q, filter);
    },
  };
}
