// The impact figures as the dashboard reads them (GET /api/support/impact), and the CSV download
// for a grant form (the same route with format=csv, fetched with the volunteer's token and handed to
// the browser as a file). Volunteers only.

import type { PublishedImpact as ImpactReport } from '@bookwish/shared/domain/impact-disclosure';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, getIdToken } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { ImpactReport };

const query = (year: string) => new URLSearchParams({ year });

export function useImpact(year: string) {
  return useQuery({
    queryKey: queryKeys.supportImpact(year),
    queryFn: ({ signal }) => api<ImpactReport>(`/api/support/impact?${query(year)}`, { signal }),
  });
}

/** Fetches the CSV and saves it under the server's file name. */
export async function downloadImpactCsv(year: string): Promise<void> {
  const params = query(year);
  params.set('format', 'csv');
  const token = await getIdToken();
  const response = await fetch(`/api/support/impact?${params}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'VALIDATION', '');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'bookwish-impact.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
