// GET /api/spotlight/interviews: the published Writer's Spotlight interviews, newest first, each with
// its words in every language written (the reader's page picks its own). Public.

import { listInterviews } from '../app/spotlight.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = publicHandler({}, async () =>
  json(200, { items: await listInterviews({ spotlight: dynamoSpotlight }) }),
);
