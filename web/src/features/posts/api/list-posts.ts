// GET /api/wishlists, /api/treats (everyone) and /api/me/wishlists|treats?role= (the member's own).
import type { PostKind } from '@bookwish/shared/domain/types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath, type ListScope, type Page, type PostOf } from './post-types.ts';

export function listPosts<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
  filters?: ListFilters,
): Promise<Page<PostOf<K>>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (scope !== 'all') params.set('role', scope);
  if (filters?.type) params.set('type', filters.type);
  if (filters?.destination?.trim()) params.set('destination', filters.destination.trim());
  if (filters?.open) params.set('open', '1');
  if (filters?.area) params.set('area', filters.area);
  if (filters?.inPerson) params.set('inPerson', '1');
  const base = scope === 'all' ? kindPath(kind) : `/api/me/${kind}s`;
  return api<Page<PostOf<K>>>(`${base}?${params}`, signal ? { signal } : {});
}

/** The explore pages' filters on the list of a kind, without search words. */
export interface ListFilters {
  type?: string | undefined;
  destination?: string | undefined;
  open?: boolean | undefined;
  /** Treats that can be handed over in person in this area (areas.ts), or in any. */
  area?: string | undefined;
  inPerson?: boolean | undefined;
}

/** A filtered page is one bounded read on the server: it may come back empty with a next one when
 * none of the posts it read passed. Read on, a few pages at most, so a member rarely sees an empty
 * page; the page keeps the cursor it was asked with, so Previous and Back land on it again. */
const EMPTY_PAGES_SKIPPED = 5;

export async function filteredPage<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
  filters: ListFilters,
  signal?: AbortSignal,
): Promise<Page<PostOf<K>>> {
  let page = await listPosts(kind, scope, limit, cursor, signal, filters);
  for (
    let skipped = 0;
    page.items.length === 0 && page.nextCursor && skipped < EMPTY_PAGES_SKIPPED;
    skipped++
  ) {
    page = await listPosts(kind, scope, limit, page.nextCursor, signal, filters);
  }
  return page;
}

export function postListQuery<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
  filters?: ListFilters,
) {
  return queryOptions({
    queryKey: queryKeys.list(kind, scope, limit, cursor, filters),
    queryFn: ({ signal }) =>
      filters
        ? filteredPage(kind, scope, limit, cursor, filters, signal)
        : listPosts(kind, scope, limit, cursor, signal),
  });
}

export function usePostList<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
  enabled = true,
  filters?: ListFilters,
) {
  // Keep the current page on screen while the next one loads: no flash of skeletons on Next.
  return useQuery({
    ...postListQuery(kind, scope, limit, cursor, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}
