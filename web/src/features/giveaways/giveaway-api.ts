// The giveaway routes as the events page and the console use them: the running giveaway (public), a
// member's own entries, the published list's text for a member's own check, and the volunteers'
// giveaways with their create, edit, draw and winner actions.

import type {
  CurrentGiveawayResponse,
  MyGiveawayEntriesResponse,
  SupportGiveawaysResponse,
} from '@bookwish/shared/api/giveaways';
import type { GiveawayBody } from '@bookwish/shared/domain/schemas/giveaways';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type { PublicGiveaway, SupportGiveaway, SupportWinner } from '@bookwish/shared/api/giveaways';

export function useCurrentGiveaway() {
  return useQuery({
    queryKey: queryKeys.currentGiveaway(),
    queryFn: ({ signal }) => api<CurrentGiveawayResponse>('/api/giveaways/current', { signal }),
  });
}

export function useMyGiveawayEntries(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.myGiveawayEntries(),
    queryFn: ({ signal }) => api<MyGiveawayEntriesResponse>('/api/me/giveaway-entries', { signal }),
    enabled: signedIn,
  });
}

/** Where the published list is, as text (one "ENTRY PERSON" line each) for `curl`. */
export const entriesTextPath = (id: string) => `/api/giveaways/${encodeURIComponent(id)}/entries?format=text`;

export function useSupportGiveaways() {
  return useQuery({
    queryKey: queryKeys.supportGiveaways(),
    queryFn: ({ signal }) => api<SupportGiveawaysResponse>('/api/support/giveaways', { signal }),
    staleTime: 0,
  });
}

/** Every giveaway action changes the console's list and what the events page shows. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.supportGiveaways() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.currentGiveaway() });
  };
}

export function useSaveGiveaway(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: GiveawayBody) =>
      id === null
        ? api<{ id: string }>('/api/support/giveaways', { method: 'POST', body })
        : api<{ id: string }>(`/api/support/giveaways/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useDrawGiveaway(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api<{ id: string }>(`/api/support/giveaways/${encodeURIComponent(id)}/draw`, { method: 'POST' }),
    onSettled: refresh,
  });
}

export function useWinnerAction(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ entryId, action }: { entryId: string; action: 'sent' | 'forfeited' }) =>
      api<{ id: string }>(
        `/api/support/giveaways/${encodeURIComponent(id)}/winners/${encodeURIComponent(entryId)}`,
        { method: 'POST', body: { action } },
      ),
    onSettled: refresh,
  });
}
