// Post routes that take an image upload, the same for both kinds: create (the cover) and close (the
// thank-you photo) attach it through the image pipeline. Apart from post-routes.ts so the handlers
// that never touch images do not bundle the S3 client or sharp's loader.

import type { PostKind } from '@bookwish/shared/domain/types';
import { s3Images } from '../aws/s3-attach-image.ts';
import { postDeps } from './deps.ts';
import { transitionRoute } from './transition-route.ts';

export const imageDeps = { ...postDeps, images: s3Images };

/** POST /api/{kind}s/{id}/close: Book Received, with an optional note and photo: -> closed. */
export function closeRoute(kind: PostKind) {
  return transitionRoute(kind, 'close', imageDeps);
}
