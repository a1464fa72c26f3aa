// GET /api/me/wishlists?role=wisher|offerer: my own wishlists, or the ones I offered on.

import { listMyPosts } from '../app/list-posts.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, query }) =>
  json(200, await listMyPosts(postDeps, 'wishlist', caller, query)),
);
