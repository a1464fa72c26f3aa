// Post routes that take an image upload, the same for both kinds: create (the cover) and a step with a photo
// (close's thank-you photo) attach it through the image pipeline. Apart from post-routes.ts so the handlers
// that never touch images do not bundle the S3 client or sharp's loader.

import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import type { PostKind } from '@bookwish/shared/domain/types';
import { s3Images } from '../aws/s3-attach-image.ts';
import { postDeps } from './deps.ts';
import { stepHandler } from './transition-route.ts';

export const imageDeps = { ...postDeps, images: s3Images };

/** POST /api/{kind}s/{id}/{action} of a step that takes a photo (Book Received: an optional note and
 * photo, -> closed): the route table's entry for it. */
export function photoStepRoute<K extends PostKind>(kind: K, action: ActionOf<K>) {
  return stepHandler(kind, action, imageDeps);
}
