// GET /api/support/spotlight: the Writer's Spotlight inbox (every application, newest first, with its
// decisions) and the published interviews. Volunteers only.

import { spotlightInbox } from '../app/spotlight.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = apiHandler({ auth: 'optional', volunteerNow: isVolunteerNow }, async ({ caller }) =>
  json(200, await spotlightInbox({ spotlight: dynamoSpotlight }, { caller })),
);
