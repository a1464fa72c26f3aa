// PUT /api/support/spotlight/interviews/{slug} { name, slug, portrait, texts, applicationId? }: a
// volunteer publishes a featured writer's interview, or edits a published one (each time audited).

import { systemClock } from '../app/ports.ts';
import { publishInterview } from '../app/spotlight.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) =>
    json(
      200,
      await publishInterview(
        { spotlight: dynamoSpotlight, clock: systemClock },
        { caller, slug: params.slug ?? '', body },
      ),
    ),
);
