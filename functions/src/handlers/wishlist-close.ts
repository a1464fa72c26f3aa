// POST /api/wishlists/{id}/close: Book Received, with an optional note and photo: -> closed.
// The photo key must be the caller's own upload, checked before anything is written.

import { closeSchema } from '@bookwish/shared/domain/schemas';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { transitionRoute } from '../http/post-routes.ts';
import { verifyImage } from '../images/verify-image.ts';

export const handler = transitionRoute('wishlist', closeSchema, async (input, caller) => ({
  type: 'close',
  thankYouNote: input.thankYouNote,
  thankYouPhotoURL: input.thankYouPhotoKey
    ? await verifyImage({
        s3: s3(),
        bucket: config().imagesBucket,
        key: input.thankYouPhotoKey,
        purpose: 'thankYou',
        uid: caller.uid,
        field: 'thankYouPhotoKey',
      })
    : '',
}));
