// GET /api/thanks?limit=&cursor=: the gratitude wall, newest first, one Query per page. Public.

import { listThanksWall } from '../app/thanks-wall.ts';
import { postDeps } from '../http/deps.ts';
import { publicHandler } from '../http/public-handler.ts';
import { json } from '../http/respond.ts';

export const handler = publicHandler({}, async ({ query }) =>
  json(200, await listThanksWall(postDeps, query)),
);
