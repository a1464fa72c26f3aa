// PATCH /api/support/contact/{id} { status }: a volunteer marks a message resolved (or open again).

import { messages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { contactUpdateSchema } from '@bookwish/shared/domain/schemas';
import { ApiError } from '../http/api-error.ts';
import { apiHandler, parse } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { setStatus } from '../support/contact-inbox.ts';
import { requireVolunteer } from '../support/volunteer-guard.ts';

export const handler = apiHandler({ auth: 'optional', body: true }, async ({ caller, params, body }) => {
  const volunteer = requireVolunteer(caller);
  const id = params.id ?? '';
  if (!ID_PATTERN.test(id)) throw new ApiError('NOT_FOUND', messages.support.contactNotFound);
  const { status } = parse(contactUpdateSchema, body);
  return json(200, await setStatus(id, status, volunteer));
});
