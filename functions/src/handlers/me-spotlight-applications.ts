// GET /api/me/spotlight-applications: where the signed-in member's own Writer's Spotlight applications
// stand (new, shortlisted, featured, declined), for /event and /event/apply. Never anyone else's.

import { myApplications } from '../app/spotlight.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) =>
  json(200, await myApplications({ spotlight: dynamoSpotlight }, { caller })),
);
