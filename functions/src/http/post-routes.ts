// The read route shapes shared by the wishlist and treat routes, so each route's entry is one maker
// call in the route table (routes.ts): a list page (no token read: its bundle carries no verifier) or
// a detail read (transitions: transition-route.ts). Each adapts the HTTP
// event to one use case in app/. Nothing here imports S3 or Cognito (the detail route's volunteer
// check is post-detail-route.ts).

import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import type { PostKind } from '@bookwish/shared/domain/types';
import { AppError } from '../app/app-error.ts';
import { getPost, notFoundText } from '../app/get-post.ts';
import { listPosts } from '../app/list-posts.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { oneReadFallback, postReadStore } from './one-read.ts';
import { publicHandler } from './public-handler.ts';
import { json } from './respond.ts';

/** The {id} path parameter; anything that cannot be one of our ids is simply not found. */
export function postIdParam(kind: PostKind, params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!id || !ID_PATTERN.test(id)) throw new AppError('NOT_FOUND', notFoundText(kind));
  return id;
}

/** GET /api/{kind}s?limit=&cursor=: every post of the kind, newest first. Public: no token needed. */
export function listRoute(kind: PostKind) {
  return publicHandler({}, async ({ query }) => json(200, await listPosts(postDeps, kind, query)));
}

/** GET /api/{kind}s/{id}: the post, its timeline and the caller's role. A member's read takes their
 * session record along with the post (one read, one-read.ts); a visitor's reads the post alone. */
export function detailRoute(kind: PostKind, volunteerNow?: (username: string) => Promise<boolean>) {
  return apiHandler(
    { auth: 'optional', oneRead: oneReadFallback, ...(volunteerNow ? { volunteerNow } : {}) },
    async ({ caller, params, event }) => {
      const postId = postIdParam(kind, params);
      const store = await postReadStore(event, postId);
      return json(200, await getPost({ ...postDeps, store }, kind, { postId, caller }));
    },
  );
}
