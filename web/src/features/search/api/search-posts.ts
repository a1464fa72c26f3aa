// GET /api/search?q=&cursor= (everyone): one request per search, best matches first.
import type { PostSummary } from '@bookwish/shared/api/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SearchPage {
  items: PostSummary[];
  nextCursor: string | null;
  /** Per post id, the words that matched (lower case, accents folded). */
  matches: Record<string, string[]>;
}

export function searchPosts(q: string, cursor: string | null, signal?: AbortSignal): Promise<SearchPage> {
  const params = new URLSearchParams({ q });
  if (cursor) params.set('cursor', cursor);
  return api<SearchPage>(`/api/search?${params}`, signal ? { signal } : {});
}

export function useSearch(q: string, cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.search(q, cursor),
    queryFn: ({ signal }) => searchPosts(q, cursor, signal),
    enabled: q.trim().length > 0,
    // The results of the last letters stay on screen while the next ones load: no flicker as you type.
    placeholderData: keepPreviousData,
  });
}
