// Post routes that touch the images bucket, the same for both kinds: close (the thank-you photo is
// checked) and delete (the post's images go), plus the optional-image check the create routes use.
// Apart from post-routes.ts so the handlers that never touch images do not bundle the S3 client.

import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import { closeSchema, deleteSchema } from '@bookwish/shared/domain/schemas';
import type { PostKind, StoredImage } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { attachImage } from '../images/attach-image.ts';
import { deleteImages, imageKeysOf } from '../images/delete-images.ts';
import { apiHandler, parse } from './api-handler.ts';
import { runDelete } from './post-command.ts';
import { postIdParam, transitionRoute } from './post-routes.ts';
import { noContent } from './respond.ts';

/** A form's image key attached (see attachImage): its URL and variants; a key once only. */
export function attach(key: string, purpose: UploadPurpose, uid: string, field: string) {
  const { imagesBucket, tableName } = config();
  return attachImage({
    s3: s3(),
    bucket: imagesBucket,
    db: dynamo(),
    table: tableName,
    key,
    purpose,
    uid,
    field,
    nowMs: Date.now(),
  });
}

/** A form's optional image key: url '' without one, else the processed image (see attachImage). */
export async function optionalImage(
  key: string | undefined,
  purpose: UploadPurpose,
  uid: string,
  field: string,
): Promise<{ url: string; image?: StoredImage }> {
  if (!key) return { url: '' };
  return attach(key, purpose, uid, field);
}

/** POST /api/{kind}s/{id}/close: Book Received, with an optional note and photo: -> closed. The photo
 * key must be the caller's own upload, checked before anything is written. */
export function closeRoute(kind: PostKind) {
  return transitionRoute(kind, closeSchema, async (input, caller) => {
    const photo = await optionalImage(input.thankYouPhotoKey, 'thankYou', caller.uid, 'thankYouPhotoKey');
    return {
      type: 'close',
      thankYouNote: input.thankYouNote,
      thankYouPhotoURL: photo.url,
      ...(photo.image ? { thankYouPhoto: photo.image } : {}),
    };
  });
}

/** DELETE /api/{kind}s/{id}: the owner removes the post while it is posted or closed (never
 * mid-exchange); events go, a tombstone without personal data stays, and its images are deleted. */
export function deleteRoute(kind: PostKind) {
  return apiHandler({ auth: 'required', body: true }, async ({ caller, params, body }) => {
    const id = postIdParam(kind, params);
    const { expectedVersion } = parse(deleteSchema, body);
    const deleted = await runDelete(kind, id, caller, expectedVersion);
    await deleteImages(s3(), config().imagesBucket, imageKeysOf(deleted));
    return noContent();
  });
}
