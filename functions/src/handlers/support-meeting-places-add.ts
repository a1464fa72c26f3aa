// POST /api/support/meeting-places { name, address, area, kind, hours }: a volunteer adds a meeting
// place; 201 with it. Recorded (who, which place, when).

import { randomUUID } from 'node:crypto';
import { addPlace } from '../app/meeting-places.ts';
import { systemClock } from '../app/ports.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoMeetingPlaces } from '../store/meeting-places-store.ts';

const deps = { places: dynamoMeetingPlaces, clock: systemClock, newId: () => `place-${randomUUID()}` };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, body }) => json(201, await addPlace(deps, { caller, body })),
);
