// GET /api/support/meeting-places: every meeting place (retired ones too) and the newest changes to
// them, who made each and when. Volunteers only.

import { allPlaces } from '../app/meeting-places.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoMeetingPlaces } from '../store/meeting-places-store.ts';

export const handler = apiHandler({ auth: 'optional', volunteerNow: isVolunteerNow }, async ({ caller }) =>
  json(200, await allPlaces({ places: dynamoMeetingPlaces }, caller)),
);
