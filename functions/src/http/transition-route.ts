// The one route shape of every exchange step (offer, confirm, fulfil, request, ship, withdraw, decline,
// close: the step registry): it adapts the HTTP event to the one transition use case. The
// session check, the rate count and the Idempotency-Key go with the post's one read and one transaction
// (one-read.ts). A step that takes a photo passes the image deps (post-image-routes.ts).

import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { DriveReader, Images, MeetingPlaces, PostDeps, ReporterFactsReader } from '../app/ports.ts';
import { transitionPost } from '../app/transition-post.ts';
import { apiHandler, type RouteOptions } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { oneReadFallback, postWrite } from './one-read.ts';
import { postIdParam } from './post-routes.ts';

/** POST /api/{kind}s/{id}/{action} of a step without a photo (the route table's entry for it). */
export function transitionRoute<K extends PostKind>(kind: K, action: ActionOf<K>) {
  return stepHandler(kind, action, postDeps);
}

/** POST /api/{kind}s/{id}/{action}: the use case decides; the post as the caller now sees it. */
export function stepHandler<K extends PostKind>(
  kind: K,
  action: ActionOf<K>,
  deps: PostDeps & {
    images?: Images;
    reporters?: ReporterFactsReader;
    drives?: DriveReader;
    places?: Pick<MeetingPlaces, 'get'>;
  },
  checks: Pick<RouteOptions<'optional'>, 'volunteerNow'> = {},
) {
  return apiHandler(
    { auth: 'optional', body: true, oneRead: oneReadFallback, ...checks },
    async ({ caller, params, body, event }) => {
      // A visitor hears "please sign in" before anything else, even about the id.
      const postId = caller ? postIdParam(kind, params) : (params.id ?? '');
      return postWrite(event, { kind, postId: () => postId, status: 200 }, (store) =>
        transitionPost({ ...deps, store }, kind, action, { postId, caller, body }),
      );
    },
  );
}
