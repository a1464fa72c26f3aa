// DELETE /api/{kind}s/{id}, the same for both kinds: the owner removes the post while it is posted or
// closed; its images go. Only the image store: a delete function carries no image pipeline.

import type { PostKind } from '@bookwish/shared/domain/types';
import { deletePost } from '../app/delete-post.ts';
import { s3ImageStore } from '../aws/s3-images.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { idempotency } from './idempotency.ts';
import { postIdParam } from './post-routes.ts';
import { noContent } from './respond.ts';

export function deleteRoute(kind: PostKind) {
  return apiHandler(
    { auth: 'required', body: true, idempotent: idempotency },
    async ({ caller, params, body }) => {
      await deletePost({ ...postDeps, images: s3ImageStore }, kind, {
        postId: postIdParam(kind, params),
        caller,
        body,
      });
      return noContent();
    },
  );
}
