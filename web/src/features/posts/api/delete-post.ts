// DELETE /api/wishlists/{id}, /api/treats/{id} (owner only), then the lists reload.
import type { PostKind } from '@bookwish/shared/domain/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, newIdempotencyKey } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath } from './post-types.ts';

export function deletePost(kind: PostKind, id: string, idempotencyKey = newIdempotencyKey()): Promise<void> {
  return api<void>(`${kindPath(kind)}/${encodeURIComponent(id)}`, { method: 'DELETE', idempotencyKey });
}

export function useDeletePost(kind: PostKind) {
  const queryClient = useQueryClient();
  // Delete again after a lost answer is the same request (same key), answered as the first was.
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (id: string) => {
      const key = keys.current.get(id) ?? newIdempotencyKey();
      keys.current.set(id, key);
      return deletePost(kind, id, key);
    },
    onSuccess: (_, id) => {
      keys.current.delete(id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.kind(kind) });
    },
  });
}
