// The transition route shape shared by the wishlist and treat handlers (offer, confirm, fulfil,
// request, ship, withdraw, decline, close): it adapts the HTTP event to one use case in app/, behind
// the Idempotency-Key middleware. Routes that need S3 or Cognito pass their own deps in.

import type { PostKind } from '@bookwish/shared/domain/types';
import type { PostDeps } from '../app/ports.ts';
import type { PostView, TransitionInput } from '../app/run-command.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { idempotency } from './idempotency.ts';
import { postIdParam } from './post-routes.ts';
import { json } from './respond.ts';

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
