// POST /api/spotlight/applications { answers }: a member sends the Writer's Spotlight questionnaire to
// the volunteers' inbox. With an Idempotency-Key a retry gets the first application (201, the same
// body), never a second one.

import { systemClock } from '../app/ports.ts';
import { applyToSpotlight } from '../app/spotlight.ts';
import { apiHandler } from '../http/api-handler.ts';
import { idForKey, newId } from '../http/ids.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = apiHandler(
  { auth: 'required', body: true, jsonOnly: true },
  async ({ caller, body, event }) => {
    const { application } = await applyToSpotlight(
      {
        spotlight: dynamoSpotlight,
        clock: systemClock,
        newId,
        idForKey: (key) => idForKey(caller.uid, 'spotlight', key),
      },
      { caller, body, idempotencyKey: event.headers?.['idempotency-key'] },
    );
    return json(201, application);
  },
);
