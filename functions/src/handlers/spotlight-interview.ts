// GET /api/spotlight/interviews/{slug}: one published interview. Public.

import { readInterview } from '../app/spotlight.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

export const handler = publicHandler({}, async ({ params }) =>
  json(200, await readInterview({ spotlight: dynamoSpotlight }, { slug: params.slug ?? '' })),
);
