// GET /api/support/contact?limit=&cursor=: the contact inbox, newest first, each message open or
// resolved. Every message shown is recorded as read by the volunteer.

import { listQuerySchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { inboxPage } from '../support/contact-inbox.ts';
import { requireVolunteer } from '../support/volunteer-guard.ts';

export const handler = apiHandler({ auth: 'optional' }, async ({ caller, query }) => {
  const volunteer = requireVolunteer(caller);
  const page = parse(listQuerySchema, query);
  return json(200, await inboxPage(volunteer, { limit: page.limit, cursor: page.cursor ?? null }));
});
