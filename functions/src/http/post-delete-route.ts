// DELETE /api/{kind}s/{id}, the same for both kinds: the owner removes the post while it is posted or
// closed; its images go. Only the image store: a delete function carries no image pipeline. The
// session check, the rate count and the Idempotency-Key go with the post's one read and the
// tombstone's transaction (one-read.ts), as for every other post write: a retried delete whose first
// answer was lost is answered 204 again, not "not found".

import type { PostKind } from '@bookwish/shared/domain/types';
import { deletePost } from '../app/delete-post.ts';
import { s3ImageStore } from '../aws/s3-images.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { oneReadFallback, postWrite } from './one-read.ts';
import { postIdParam } from './post-routes.ts';

export function deleteRoute(kind: PostKind) {
  return apiHandler(
    { auth: 'optional', body: true, oneRead: oneReadFallback },
    async ({ caller, params, body, event }) => {
      // A visitor hears "please sign in" before anything else, even about the id.
      const postId = caller ? postIdParam(kind, params) : (params.id ?? '');
      return postWrite(event, { kind, postId: () => postId, status: 204 }, async (store) => {
        await deletePost({ ...postDeps, store, images: s3ImageStore }, kind, { postId, caller, body });
        return null;
      });
    },
  );
}
