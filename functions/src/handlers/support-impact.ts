// GET /api/support/impact?year=2026[&format=csv]: the impact figures for volunteers, as
// JSON for the dashboard or CSV for a grant form. One Query of the month records (and one of the book
// drives, for their names).

import { impactCsv } from '@bookwish/shared/domain/impact-disclosure';
import { readImpact } from '../app/impact-report.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { listDrives } from '../store/drive-store.ts';
import { impactMonths } from '../store/impact-store.ts';

const deps = {
  clock: systemClock,
  impact: { months: () => impactMonths() },
  // The drive dimension's names: one Query of the drives.
  driveNames: async () => new Map((await listDrives()).map((drive) => [drive.id, drive.texts.en.name])),
};

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, query }) => {
    const report = await readImpact(deps, { caller, year: query.year, from: query.from, to: query.to });
    if (query.format !== 'csv') return json(200, report);
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="bookwish-impact-${report.year}.csv"`,
        'cache-control': 'private, no-store',
      },
      body: impactCsv(report),
    };
  },
);
