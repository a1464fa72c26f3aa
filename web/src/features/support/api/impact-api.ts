// The impact figures as the dashboard reads them (GET /api/support/impact), and the CSV download
// for a grant form (the same route with format=csv, fetched with the volunteer's token and handed to
// the browser as a file). Volunteers only.

import type { PublishedImpact as ImpactReport } from '@bookwish/shared/domain/impact-disclosure';
import { useQuery } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { ImpactReport };

const query = (year: string) => new URLSearchParams({ year });

export function useImpact(year: string) {
  return useQuery({
    queryKey: queryKeys.supportImpact(year),
    queryFn: ({ signal }) => api<ImpactReport>(`/api/support/impact?${query(year)}`, { signal }),
  });
}

/** Fetches the CSV (within the API's time limit, its slow line said meanwhile) and saves it under the
 * server's file name. */
export async function downloadImpactCsv(year: string): Promise<void> {
  const params = query(year);
  params.set('format', 'csv');
  const file = await apiFile(`/api/support/impact?${params}`);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? 'bookwish-impact.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
