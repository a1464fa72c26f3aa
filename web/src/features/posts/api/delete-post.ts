// DELETE /api/wishlists/{id}, /api/treats/{id} (owner only), then the lists reload.
import type { PostKind } from '@bookwish/shared/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath } from './post-types.ts';

export function deletePost(kind: PostKind, id: string): Promise<void> {
  return api<void>(`${kindPath(kind)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useDeletePost(kind: PostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePost(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.kind(kind) }),
  });
}
