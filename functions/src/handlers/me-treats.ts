// GET /api/me/treats?role=treater|requester: my own treats, or the ones I requested.

import { listMyPosts } from '../app/list-posts.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, query }) =>
  json(200, await listMyPosts(postDeps, 'treat', caller, query)),
);
