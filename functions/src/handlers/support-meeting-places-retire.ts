// POST /api/support/meeting-places/{id}/retire: a volunteer retires a meeting place (no new meeting is
// set there; one already set keeps its place). Recorded (who, which place, when).

import { retirePlace } from '../app/meeting-places.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoMeetingPlaces } from '../store/meeting-places-store.ts';

const deps = { places: dynamoMeetingPlaces, clock: systemClock };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, params }) => json(200, await retirePlace(deps, { caller, id: params.id ?? '' })),
);
