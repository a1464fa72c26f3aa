// GET /api/meeting-places?area=<id>: the public places of one area where a treat may be handed over,
// by name (the treater's proposal form lists them).
import type { AreaId } from '@bookwish/shared/domain/areas';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useMeetingPlaces(area: AreaId | null | undefined) {
  return useQuery({
    queryKey: queryKeys.meetingPlaces(area ?? ''),
    queryFn: ({ signal }) =>
      api<{ items: MeetingPlace[] }>(`/api/meeting-places?area=${encodeURIComponent(area ?? '')}`, {
        signal,
      }),
    enabled: Boolean(area),
  });
}
