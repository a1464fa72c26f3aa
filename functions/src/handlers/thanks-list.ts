// GET /api/thanks?limit=&cursor=: the gratitude wall, newest first, one Query per page. Public.

import { listThanksWall } from '../app/thanks-wall.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'none' }, async ({ query }) =>
  json(200, await listThanksWall(postDeps, query)),
);
