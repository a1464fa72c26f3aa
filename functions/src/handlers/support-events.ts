// GET /api/support/posts/{id}/events: a post's full history for volunteers, with the state after
// each event and what it changed. Unredacted (volunteers see addresses), so every read is recorded.

import { replayForVolunteer } from '../app/post-history.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';

const deps = { ...postDeps, audit: dynamoSupportAudit };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, params }) =>
    json(200, await replayForVolunteer(deps, { postRef: params.id ?? '', caller })),
);
