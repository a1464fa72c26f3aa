// GET /api/support/reports?cursor=: the volunteers' report queue, posts with open reports oldest
// first, with who reported them (volunteers only: 403 for everyone else). One Query a page.

import { reportQueue } from '../app/report-queue.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { listReview } from '../store/event-store.ts';

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, query }) =>
    // The one store call the queue makes: the event store's other reads and writes stay out of the bundle.
    json(200, await reportQueue({ store: { listReview } }, { caller, cursor: query.cursor })),
);
