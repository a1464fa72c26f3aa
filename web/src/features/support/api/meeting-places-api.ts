// The meeting places as the support desk uses them: every place (retired ones too) and who changed
// what, adding a place and retiring one (volunteers only; each change recorded by the server).

import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MeetingPlaceChange {
  action: 'add' | 'retire';
  placeId: string;
  placeName: string;
  volunteerName: string;
  at: number;
}

export function useMeetingPlaces() {
  return useQuery({
    queryKey: queryKeys.supportMeetingPlaces(),
    queryFn: ({ signal }) =>
      api<{ items: MeetingPlace[]; changes: MeetingPlaceChange[] }>('/api/support/meeting-places', {
        signal,
      }),
    staleTime: 0,
  });
}

export type NewMeetingPlace = Omit<MeetingPlace, 'id' | 'retired'>;

export function useAddMeetingPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMeetingPlace) =>
      api<MeetingPlace>('/api/support/meeting-places', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportMeetingPlaces() }),
  });
}

export function useRetireMeetingPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<MeetingPlace>(`/api/support/meeting-places/${encodeURIComponent(id)}/retire`, { method: 'POST' }),
    // Refetch on failure too: a 409 means another volunteer retired it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportMeetingPlaces() }),
  });
}
