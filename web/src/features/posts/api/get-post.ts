// GET /api/wishlists/{id}, /api/treats/{id}: the post as this viewer may see it, with its timeline.
import type { PostKind } from '@bookwish/shared/domain/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { kindPath, type PostView } from './post-types.ts';

export function getPost<K extends PostKind>(kind: K, id: string, signal?: AbortSignal): Promise<PostView<K>> {
  return api<PostView<K>>(`${kindPath(kind)}/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function postQuery<K extends PostKind>(kind: K, id: string, uid: string | null) {
  return queryOptions({
    queryKey: queryKeys.postView(kind, id, uid),
    queryFn: ({ signal }) => getPost(kind, id, signal),
  });
}

export function usePost<K extends PostKind>(kind: K, id: string) {
  const { user } = useSession();
  return useQuery(postQuery(kind, id, user?.uid ?? null));
}
