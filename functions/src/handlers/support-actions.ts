// POST /api/support/posts/{id}/actions: reopen, correct the address, or remove; always with a reason.
// Answers with the post as the volunteer now sees it.

import { runSupportAction } from '../app/support-action.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) =>
    json(200, await runSupportAction(postDeps, { postId: params.id ?? '', caller, body })),
);
