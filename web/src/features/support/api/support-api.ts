// The support routes as the page uses them (DESIGN.md /api/support/*): a post's replayed history,
// the corrective actions, the contact inbox and the member look-up. Volunteers only.

import type { PostHistoryResponse } from '@bookwish/shared/domain/post-history';
import type { SupportActionBody } from '@bookwish/shared/domain/schemas';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ContactMessage {
  id: string;
  uid: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: number; // seconds
  status: 'open' | 'resolved';
  statusChangedAt?: number;
}

export interface MemberPosts {
  member: { uid: string; name: string; email: string };
  own: Post[];
  involved: Post[];
}

export function usePostHistory(id: string | null) {
  return useQuery({
    queryKey: queryKeys.supportPost(id ?? ''),
    queryFn: ({ signal }) =>
      api<PostHistoryResponse>(`/api/support/posts/${encodeURIComponent(id ?? '')}/events`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useSupportAction(id: string, kind: PostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportActionBody) =>
      api<Post>(`/api/support/posts/${encodeURIComponent(id)}/actions`, { method: 'POST', body }),
    // Refetch on failure too: a 409 means the post moved on, and the volunteer should see where it is.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.supportPost(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.kind(kind) });
    },
  });
}

export function useInbox(cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.supportInbox(cursor),
    queryFn: ({ signal }) =>
      api<{ items: ContactMessage[]; nextCursor: string | null }>(
        `/api/support/contact?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessage['status'] }) =>
      api<ContactMessage>(`/api/support/contact/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportInboxes() }),
  });
}

export function useMemberPosts(email: string | null) {
  return useQuery({
    queryKey: queryKeys.supportMember(email ?? ''),
    queryFn: ({ signal }) =>
      api<MemberPosts>(`/api/support/members?email=${encodeURIComponent(email ?? '')}`, { signal }),
    enabled: Boolean(email),
  });
}
