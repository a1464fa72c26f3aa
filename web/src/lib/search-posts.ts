// GET /api/search (everyone): the one client for the menu's /search page and the explore pages'
// filters, so neither feature imports the other.
import type { PostSummary } from '@bookwish/shared/api/responses';
import type { PostKind } from '@bookwish/shared/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

export interface SearchPage {
  items: PostSummary[];
  nextCursor: string | null;
  /** Per post id, the words that matched (lower case, accents folded). */
  matches: Record<string, string[]>;
}

/** What a search asks for besides its words; blank fields are left out of the request. */
export interface SearchFilters {
  kind?: PostKind;
  type?: string;
  destination?: string;
  open?: boolean;
  /** Treats that can be handed over in person in this area (areas.ts), or in any. */
  area?: string;
  inPerson?: boolean;
  limit?: number;
}

export function searchParams(q: string, filters: SearchFilters, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.type) params.set('type', filters.type);
  if (filters.destination?.trim()) params.set('destination', filters.destination.trim());
  if (filters.open) params.set('open', '1');
  if (filters.area) params.set('area', filters.area);
  if (filters.inPerson) params.set('inPerson', '1');
  if (filters.limit) params.set('limit', String(filters.limit));
  if (cursor) params.set('cursor', cursor);
  return params;
}

export function searchPosts(
  q: string,
  filters: SearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return api<SearchPage>(`/api/search?${searchParams(q, filters, cursor)}`, signal ? { signal } : {});
}

export function useSearchPosts(q: string, filters: SearchFilters, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.search(q, cursor, filters),
    queryFn: ({ signal }) => searchPosts(q, filters, cursor, signal),
    enabled,
    // The results of the last letters stay on screen while the next ones load: no flicker as you type.
    placeholderData: keepPreviousData,
  });
}
