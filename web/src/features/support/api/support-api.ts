// The support routes as the page uses them (DESIGN.md /api/support/*): a post's replayed history,
// the corrective actions, the contact inbox and the member look-up. Volunteers only.

import type { ContactMessage } from '@bookwish/shared/api/contact';
import type { ReportQueuePage } from '@bookwish/shared/api/reports';
import type { ExportLink, MemberPostsResponse } from '@bookwish/shared/api/responses';
import type { PostHistoryResponse } from '@bookwish/shared/domain/post-history';
import type { SupportActionBody } from '@bookwish/shared/domain/schemas/support';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { QueueEntry, ReportQueuePage } from '@bookwish/shared/api/reports';
export type { ContactMessage };
export type MemberPosts = MemberPostsResponse;

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
      await queryClient.invalidateQueries({ queryKey: queryKeys.supportReports() });
    },
  });
}

/** The report queue, oldest open report first. */
export function useReportQueue(cursor: string | null) {
  return useQuery({
    queryKey: queryKeys.supportReportsPage(cursor),
    queryFn: ({ signal }) =>
      api<ReportQueuePage>(`/api/support/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Suspend a member, with a reason. */
export function useSuspendMember(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      api<{ ended: number; message: string }>(`/api/support/members/${encodeURIComponent(uid)}/suspend`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportReports() }),
  });
}

/** Which messages the inbox shows: '' for all statuses, '' for no search. */
export interface InboxView {
  status: '' | ContactMessage['status'];
  q: string;
}

export function useInbox(cursor: string | null, view: InboxView) {
  const query = new URLSearchParams({ limit: '10' });
  if (view.status) query.set('status', view.status);
  if (view.q) query.set('q', view.q);
  if (cursor) query.set('cursor', cursor);
  return useQuery({
    queryKey: queryKeys.supportInbox(cursor, view.status, view.q),
    queryFn: ({ signal }) =>
      api<{ items: ContactMessage[]; nextCursor: string | null }>(`/api/support/contact?${query}`, {
        signal,
      }),
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

/** GET /api/support/members/export?email=: the archive of a member who asked for their data by email
 * (recorded), as they would get it themselves; a short-lived link to the zip. */
export function exportMemberData(email: string): Promise<ExportLink> {
  return api<ExportLink>(`/api/support/members/export?email=${encodeURIComponent(email)}`, {
    timeLimitMs: 35_000,
  });
}
