// GET /api/support/drives: every book drive, newest first, with its status and books gifted
// (volunteers only).

import { consoleDrives } from '../app/drives.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoDrives } from '../store/drive-store.ts';

const deps = { drives: dynamoDrives, clock: systemClock };

export const handler = apiHandler({ auth: 'optional', volunteerNow: isVolunteerNow }, async ({ caller }) =>
  json(200, await consoleDrives(deps, { caller })),
);
