// POST /api/contact: anyone may write to the volunteers; a signed-in member's uid is kept with it.

import { contactSchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { newId } from '../http/ids.ts';
import { json } from '../http/respond.ts';
import { putContactMessage } from '../store/contact-store.ts';

export const handler = apiHandler({ auth: 'optional', body: true }, async ({ caller, body }) => {
  const input = parse(contactSchema, body);
  const id = newId();
  await putContactMessage({
    id,
    uid: caller?.uid ?? '',
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    createdAt: Math.floor(Date.now() / 1000),
    status: 'open',
  });
  return json(201, { id });
});
