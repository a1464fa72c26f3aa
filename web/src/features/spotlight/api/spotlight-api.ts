// Writer's Spotlight as the app uses the API: the published interviews (anyone), a member's
// application (sent with one Idempotency-Key for the form's whole life, kept with its draft, so a
// retry after a lost answer finds the application already made), and the volunteers' inbox, decisions
// and publishing.

import type {
  MySpotlightApplications,
  SpotlightApplication,
  SpotlightInbox,
  SpotlightInterview,
} from '@bookwish/shared/api/spotlight';
import type { SpotlightInterviewBody } from '@bookwish/shared/domain/schemas/spotlight';
import type { SpotlightDecision } from '@bookwish/shared/domain/spotlight';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { SpotlightApplication, SpotlightInbox, SpotlightInterview };

export function useInterviews() {
  return useQuery({
    queryKey: queryKeys.spotlightInterviews(),
    queryFn: ({ signal }) => api<{ items: SpotlightInterview[] }>('/api/spotlight/interviews', { signal }),
  });
}

export function useInterview(slug: string) {
  return useQuery({
    queryKey: queryKeys.spotlightInterview(slug),
    queryFn: ({ signal }) =>
      api<SpotlightInterview>(`/api/spotlight/interviews/${encodeURIComponent(slug)}`, { signal }),
  });
}

/** Sends the answers with the form's key: the same key again answers with the same application. */
export function sendApplication(answers: string[], idempotencyKey: string): Promise<SpotlightApplication> {
  return api<SpotlightApplication>('/api/spotlight/applications', {
    method: 'POST',
    body: { answers },
    idempotencyKey,
  });
}

/** Where the signed-in member's own applications stand (none asked for a visitor). */
export function useMyApplications(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.mySpotlightApplications(),
    queryFn: ({ signal }) => api<MySpotlightApplications>('/api/me/spotlight-applications', { signal }),
    enabled: signedIn,
    // A decision may come any day: read afresh on each visit.
    staleTime: 0,
  });
}

export function useSpotlightInbox() {
  return useQuery({
    queryKey: queryKeys.supportSpotlight(),
    queryFn: ({ signal }) => api<SpotlightInbox>('/api/support/spotlight', { signal }),
    staleTime: 0,
  });
}

export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SpotlightDecision }) =>
      api<SpotlightApplication>(`/api/support/spotlight/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
      }),
    // Refetch on failure too: a 409 means another volunteer decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportSpotlight() }),
  });
}

export function usePublishInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpotlightInterviewBody) =>
      api<SpotlightInterview>(`/api/support/spotlight/interviews/${encodeURIComponent(body.slug)}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.supportSpotlight() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.spotlightInterviews() });
    },
  });
}
