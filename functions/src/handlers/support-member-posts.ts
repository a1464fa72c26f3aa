// GET /api/support/members?email=: from a contact message to the member's posts (user pool look-up by
// email -> uid -> their posts). The look-up is recorded.

import { memberPosts } from '../app/member-lookup.ts';
import { memberLookup } from '../aws/cognito-lookup.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';

const deps = { ...postDeps, members: memberLookup, audit: dynamoSupportAudit };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, query }) => json(200, await memberPosts(deps, { email: query.email ?? '', caller })),
);
