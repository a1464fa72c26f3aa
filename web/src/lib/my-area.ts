// The member's own area (Account Setting, kept with their settings: GET /api/me/notifications), the
// default of the explore pages' area filter and of a treat's in-person offer. null for a visitor, and
// until the member chooses one.
import type { AreaId } from '@bookwish/shared/domain/areas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/** What GET /api/me/notifications answers that the area screens read. */
export interface MemberSettings {
  area: AreaId | null;
}

export function useMyArea(): { area: AreaId | null; loading: boolean } {
  const { user } = useSession();
  const settings = useQuery({
    queryKey: queryKeys.notificationPrefs(),
    queryFn: () => api<MemberSettings>('/api/me/notifications'),
    enabled: user !== null,
  });
  return { area: settings.data?.area ?? null, loading: user !== null && settings.isPending };
}
