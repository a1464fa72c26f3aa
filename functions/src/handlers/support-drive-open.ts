// POST /api/support/drives: a volunteer opens a book drive (audited beside it).

import { openDrive } from '../app/open-drive.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { newId } from '../http/ids.ts';
import { json } from '../http/respond.ts';
import { dynamoDrives } from '../store/drive-store.ts';

const deps = { drives: dynamoDrives, clock: systemClock, newId };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, body }) => json(201, await openDrive(deps, { caller, body })),
);
