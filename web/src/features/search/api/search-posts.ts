// GET /api/search?q=&cursor= (everyone): one request per search, best matches first. The client itself
// is shared with the explore pages' filters (lib/search-posts.ts).
import { useSearchPosts } from '../../../lib/search-posts.ts';

export type { SearchPage } from '../../../lib/search-posts.ts';

export function useSearch(q: string, cursor: string | null) {
  return useSearchPosts(q, {}, cursor, q.trim().length > 0);
}
