// POST /api/support/drives/{id}/close: a volunteer ends a book drive early (audited beside it); its
// wishes stay as they are.

import { closeDrive } from '../app/drives.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoDrives } from '../store/drive-store.ts';

const deps = { drives: dynamoDrives, clock: systemClock };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, params }) => json(200, await closeDrive(deps, { caller, id: params.id ?? '' })),
);
