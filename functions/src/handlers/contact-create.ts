// POST /api/contact: anyone may write to the volunteers; a signed-in member's uid is kept with it.

import { sendContactMessage } from '../app/contact.ts';
import { systemClock } from '../app/ports.ts';
import { apiHandler } from '../http/api-handler.ts';
import { newId } from '../http/ids.ts';
import { json } from '../http/respond.ts';
import { dynamoContactMessages } from '../store/contact-store.ts';

export const handler = apiHandler(
  { auth: 'optional', body: true, jsonOnly: true },
  async ({ caller, body }) =>
    json(
      201,
      await sendContactMessage(
        { contact: dynamoContactMessages, clock: systemClock, newId },
        { caller, body },
      ),
    ),
);
