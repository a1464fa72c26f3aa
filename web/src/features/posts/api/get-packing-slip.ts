// GET /api/treats/{id}/packing-slip: the treater's packing slip (the server refuses anyone else). Never
// kept after the dialog closes: it carries the recipient's address.
import type { PackingSlip } from '@bookwish/shared/domain/packing-slip';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { kindPath } from './post-types.ts';

export function usePackingSlip(treatId: string) {
  return useQuery({
    queryKey: queryKeys.packingSlip(treatId),
    queryFn: ({ signal }) =>
      api<PackingSlip>(`${kindPath('treat')}/${encodeURIComponent(treatId)}/packing-slip`, { signal }),
    gcTime: 0,
    retry: false,
  });
}
