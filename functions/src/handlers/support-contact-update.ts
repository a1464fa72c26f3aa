// PATCH /api/support/contact/{id} { status }: a volunteer marks a message open or resolved.

import { setContactStatus } from '../app/contact.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoContactMessages } from '../store/contact-store.ts';

const deps = { contact: dynamoContactMessages, clock: systemClock };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) =>
    json(200, await setContactStatus(deps, { id: params.id ?? '', caller, body })),
);
