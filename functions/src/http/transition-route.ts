// The one route shape of every exchange step (offer, confirm, fulfil, request, ship, withdraw, decline,
// close: the exchange-steps table): it adapts the HTTP event to the one transition use case, behind the
// Idempotency-Key middleware. A step that takes a photo passes the image deps (post-image-routes.ts).

import type { ActionOf } from '@bookwish/shared/domain/exchange-steps';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { Images, PostDeps } from '../app/ports.ts';
import { transitionPost } from '../app/transition-post.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { idempotency } from './idempotency.ts';
import { postIdParam } from './post-routes.ts';
import { json } from './respond.ts';

/** POST /api/{kind}s/{id}/{action}: the use case decides; the post as the caller now sees it. */
export function transitionRoute<K extends PostKind>(
  kind: K,
  action: ActionOf<K>,
  deps: PostDeps & { images?: Images } = postDeps,
) {
  return apiHandler(
    { auth: 'optional', body: true, idempotent: idempotency },
    async ({ caller, params, body }) => {
      // A visitor hears "please sign in" before anything else, even about the id.
      const postId = caller ? postIdParam(kind, params) : (params.id ?? '');
      return json(200, await transitionPost(deps, kind, action, { postId, caller, body }));
    },
  );
}
