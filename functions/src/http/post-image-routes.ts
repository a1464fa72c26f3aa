// Post routes that touch the images bucket, the same for both kinds: close (the thank-you photo is
// checked) and delete (the post's images go). Apart from post-routes.ts so the handlers that never
// touch images do not bundle the S3 client.

import type { PostKind } from '@bookwish/shared/domain/types';
import { closePost } from '../app/close-post.ts';
import { deletePost } from '../app/delete-post.ts';
import { s3Images } from '../aws/s3-images.ts';
import { apiHandler } from './api-handler.ts';
import { postDeps } from './deps.ts';
import { postIdParam, transitionRoute } from './post-routes.ts';
import { noContent } from './respond.ts';

export const imageDeps = { ...postDeps, images: s3Images };

/** POST /api/{kind}s/{id}/close: Book Received, with an optional note and photo: -> closed. */
export function closeRoute(kind: PostKind) {
  return transitionRoute(kind, (deps, input) => closePost(deps, kind, input), imageDeps);
}

/** DELETE /api/{kind}s/{id}: the owner removes the post while it is posted or closed. */
export function deleteRoute(kind: PostKind) {
  return apiHandler({ auth: 'required', body: true }, async ({ caller, params, body }) => {
    await deletePost(imageDeps, kind, { postId: postIdParam(kind, params), caller, body });
    return noContent();
  });
}
