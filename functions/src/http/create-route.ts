// POST /api/{kind}s: Make a Wish / Give a Treat, 201 with the new post. Two guards against a repeated
// submit: a repeat with the same Idempotency-Key gets the first answer (its record is found by the
// post's one read, one-read.ts), and the post id derived from the key makes a retry after an unknown
// outcome (a 503 while the store stalled, whose write landed later) find that post instead of making
// a second.

import type { PostKind } from '@bookwish/shared/domain/types';
import { createPost } from '../app/create-post.ts';
import { getDrive } from '../store/drive-store.ts';
import { apiHandler } from './api-handler.ts';
import { idForKey, newId } from './ids.ts';
import { oneReadFallback, postWrite } from './one-read.ts';
import { imageDeps } from './post-image-routes.ts';

export function createRoute(kind: PostKind) {
  return apiHandler(
    { auth: 'required', body: true, oneRead: oneReadFallback },
    async ({ caller, body, event }) =>
      postWrite(
        event,
        { kind, postId: (key) => (key === undefined ? null : idForKey(caller.uid, kind, key)), status: 201 },
        (store) =>
          createPost({ ...imageDeps, store, newId, idForKey, drives: { get: getDrive } }, kind, {
            caller,
            body,
            idempotencyKey: event.headers?.['idempotency-key'],
          }),
      ),
  );
}
