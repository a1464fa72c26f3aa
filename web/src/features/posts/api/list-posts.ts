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
): Promise<Page<PostOf<K>>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (scope !== 'all') params.set('role', scope);
  const base = scope === 'all' ? kindPath(kind) : `/api/me/${kind}s`;
  return api<Page<PostOf<K>>>(`${base}?${params}`, signal ? { signal } : {});
}

export function postListQuery<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
) {
  return queryOptions({
    queryKey: queryKeys.list(kind, scope, limit, cursor),
    queryFn: ({ signal }) => listPosts(kind, scope, limit, cursor, signal),
  });
}

export function usePostList<K extends PostKind>(
  kind: K,
  scope: ListScope,
  limit: number,
  cursor: string | null,
  enabled = true,
) {
  // Keep the current page on screen while the next one loads: no flash of skeletons on Next.
  return useQuery({
    ...postListQuery(kind, scope, limit, cursor),
    placeholderData: keepPreviousData,
    enabled,
  });
}
