// GET /api/support/members?email=: from a contact message to the member's posts (Cognito look-up by
// email -> uid -> their posts). The look-up is recorded.

import { messages } from '@bookwish/shared/domain/messages';
import { isEmail } from '@bookwish/shared/domain/schemas';
import { ApiError } from '../http/api-error.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { memberPosts } from '../support/member-lookup.ts';
import { requireVolunteer } from '../support/volunteer-guard.ts';

export const handler = apiHandler({ auth: 'optional' }, async ({ caller, query }) => {
  const volunteer = requireVolunteer(caller);
  const email = (query.email ?? '').trim();
  if (!isEmail(email)) {
    throw new ApiError('VALIDATION', messages.contact.validEmail, { email: messages.contact.validEmail });
  }
  const found = await memberPosts(email, volunteer);
  if (!found) throw new ApiError('NOT_FOUND', messages.support.memberNotFound);
  return json(200, found);
});
