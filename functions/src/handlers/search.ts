// GET /api/search?q=&kind=&type=&destination=&open=1&cursor=: title/author search over open posts,
// for visitors too. The index is loaded once per warm container and re-checked at most once a second.

import { searchPosts } from '../app/search-posts.ts';
import { fetchSearchIndex } from '../aws/s3-search-index.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { indexCache } from '../search/index-cache.ts';
import { indexSearch } from '../search/post-search.ts';
import { dynamoEventStore } from '../store/event-store.ts';

const deps = {
  store: dynamoEventStore,
  search: indexSearch(indexCache({ fetch: fetchSearchIndex }, dynamoEventStore)),
};

export const handler = publicHandler({}, async ({ query }) => json(200, await searchPosts(deps, query)));
