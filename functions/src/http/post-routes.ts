// Route shapes shared by the wishlist and treat handlers, so each handler file is one line of intent:
// a list page, a detail read, or a transition. Each adapts the HTTP event to one use case in app/.
// Nothing here imports S3 or Cognito: routes that need them pass their own deps in.

import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import type { PostKind } from '@bookwish/shared/domain/types';
import { AppError } from '../app/app-error.ts';
import { getPost, notFoundText } from '../app/get-post.ts';
import { listPosts } from '../app/list-posts.ts';
import type { PostDeps } from '../app/ports.ts';
import type { PostView, TransitionInput } from '../app/run-command.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { idempotency } from './idempotency.ts';
import { json } from './respond.ts';

/** The {id} path parameter; anything that cannot be one of our ids is simply not found. */
export function postIdParam(kind: PostKind, params: Record<string, string | undefined>): string {
  const id = params.id;
  if (!id || !ID_PATTERN.test(id)) throw new AppError('NOT_FOUND', notFoundText(kind));
  return id;
}

/** GET /api/{kind}s?limit=&cursor=: every post of the kind, newest first. Public: no token needed. */
export function listRoute(kind: PostKind) {
  return apiHandler({ auth: 'none' }, async ({ query }) => json(200, await listPosts(postDeps, kind, query)));
}

/** GET /api/{kind}s/{id}: the post, its timeline and the caller's role. */
export function detailRoute(kind: PostKind, volunteerNow?: (username: string) => Promise<boolean>) {
  return apiHandler(
    { auth: 'optional', ...(volunteerNow ? { volunteerNow } : {}) },
    async ({ caller, params }) =>
      json(200, await getPost(postDeps, kind, { postId: postIdParam(kind, params), caller })),
  );
}

/** POST /api/{kind}s/{id}/{action}: the use case decides; the post as the caller now sees it. */
export function transitionRoute<D extends PostDeps>(
  kind: PostKind,
  useCase: (deps: D, input: TransitionInput) => Promise<PostView>,
  deps: D = postDeps as D,
) {
  return apiHandler(
    { auth: 'optional', body: true, idempotent: idempotency },
    async ({ caller, params, body }) => {
      // A visitor hears "please sign in" before anything else, even about the id.
      const postId = caller ? postIdParam(kind, params) : (params.id ?? '');
      return json(200, await useCase(deps, { postId, caller, body }));
    },
  );
}
