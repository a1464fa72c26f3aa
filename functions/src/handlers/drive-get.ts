// GET /api/drives/{id}: a book drive's page (its words, partner, dates, books gifted against the goal,
// its open wishes and its thank-yous on the wall). Public.

import { drivePage } from '../app/drives.ts';
import { postDeps } from '../http/deps.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoDrives } from '../store/drive-store.ts';

const deps = { ...postDeps, drives: dynamoDrives };

export const handler = publicHandler({}, async ({ params }) =>
  json(200, await drivePage(deps, { id: params.id ?? '' })),
);
