// GET /api/meeting-places?area=<id>: the public places of one area where members may hand a treat over
// (not retired), by name. Public: the same for everyone, so kept at the edge a short while.

import { placesInArea } from '../app/meeting-places.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoMeetingPlaces } from '../store/meeting-places-store.ts';

export const handler = publicHandler({}, async ({ query }) =>
  json(200, await placesInArea({ places: dynamoMeetingPlaces }, query)),
);
