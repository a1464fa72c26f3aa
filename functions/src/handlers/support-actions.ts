// POST /api/support/posts/{id}/actions: reopen, correct the address, or remove; always with a reason.
// Answers with the post as the volunteer now sees it.

import { messages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { supportActionSchema } from '@bookwish/shared/domain/schemas';
import { ApiError } from '../http/api-error.ts';
import { apiHandler, parse } from '../http/api-handler.ts';
import { viewFor } from '../http/post-command.ts';
import { json } from '../http/respond.ts';
import { runSupportAction } from '../support/actions.ts';
import { requireVolunteer } from '../support/volunteer-guard.ts';

export const handler = apiHandler({ auth: 'optional', body: true }, async ({ caller, params, body }) => {
  const volunteer = requireVolunteer(caller);
  const id = params.id ?? '';
  if (!ID_PATTERN.test(id)) throw new ApiError('NOT_FOUND', messages.support.postNotFound);
  const action = parse(supportActionSchema, body);
  const post = await runSupportAction(id, action, volunteer);
  return json(200, viewFor(post, volunteer));
});
