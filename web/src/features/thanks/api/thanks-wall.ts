// GET /api/thanks (the gratitude wall, everyone), GET /api/me/giving (my counts) and the recipient's
// take-off (POST /api/{kind}s/{id}/take-off-wall), with the member's own closed posts it lists.
import type { Page, PostSummary } from '@bookwish/shared/api/responses';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import type { GivingCounts, WallCard } from '@bookwish/shared/domain/thanks-wall';
import type { PostKind } from '@bookwish/shared/domain/types';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { WallCard };

export function wallPage(
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<WallCard>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return api<Page<WallCard>>(`/api/thanks?${params}`, signal ? { signal } : {});
}

export const wallQuery = (limit: number, cursor: string | null) =>
  queryOptions({
    queryKey: queryKeys.thanksWall(limit, cursor),
    queryFn: ({ signal }) => wallPage(limit, cursor, signal),
  });

export function useWall(limit: number, cursor: string | null) {
  // Keep the current page on screen while the next one loads.
  return useQuery({ ...wallQuery(limit, cursor), placeholderData: keepPreviousData });
}

export function useGivingCounts() {
  return useQuery({
    queryKey: queryKeys.giving(),
    queryFn: ({ signal }) => api<GivingCounts>('/api/me/giving', { signal }),
  });
}

/** The member's closed posts as recipient whose thank-you is on the wall: among their latest wishes
 * and the treats they requested (the profile's own lists, first pages). */
export function useMyWallThanks() {
  return useQuery({
    queryKey: queryKeys.myWallThanks(),
    queryFn: async ({ signal }) => {
      const [wishes, treats] = await Promise.all([
        api<Page<PostSummary>>(`/api/me/wishlists?role=wisher&limit=${LIST_PAGE_SIZE}`, { signal }),
        api<Page<PostSummary>>(`/api/me/treats?role=requester&limit=${LIST_PAGE_SIZE}`, { signal }),
      ]);
      return [...wishes.items, ...treats.items].filter((post) => post.onWall === true);
    },
  });
}

export function useTakeOffWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { kind: PostKind; id: string; version: number }) =>
      api(`/api/${post.kind}s/${encodeURIComponent(post.id)}/take-off-wall`, {
        method: 'POST',
        body: { expectedVersion: post.version },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: (_data, _error, post) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.thanks() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.kind(post.kind) }),
      ]),
  });
}
