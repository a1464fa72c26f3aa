// The book drives' routes: the open drives (Make a Wish's choice, the home page's banner), a drive's
// page, and the console's list, open and close (volunteers). A volunteer's change drops every drive read.

import type { ConsoleDrives, DrivePage, DriveView, OpenDrives } from '@bookwish/shared/api/drives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { ConsoleDrives, DrivePage, DriveView, OpenDrives };

export function useOpenDrives() {
  return useQuery({
    queryKey: queryKeys.openDrives(),
    queryFn: ({ signal }) => api<OpenDrives>('/api/drives', { signal }),
  });
}

export function useDrivePage(id: string) {
  return useQuery({
    queryKey: queryKeys.drive(id),
    queryFn: ({ signal }) => api<DrivePage>(`/api/drives/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useConsoleDrives() {
  return useQuery({
    queryKey: queryKeys.supportDrives(),
    queryFn: ({ signal }) => api<ConsoleDrives>('/api/support/drives', { signal }),
  });
}

/** The console's form, as the API takes it (schemas/drives.ts). */
export interface OpenDriveInput {
  texts: DriveView['texts'];
  partner: DriveView['partner'];
  goal: number;
  startDate: string;
  endDate: string;
}

export function useOpenDrive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenDriveInput) =>
      api<DriveView>('/api/support/drives', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.drives() }),
  });
}

export function useCloseDrive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<DriveView>(`/api/support/drives/${encodeURIComponent(id)}/close`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.drives() }),
  });
}
