// The demo seed's pictures go the way a member's do: a phone-like JPEG (sample-photo.ts) is PUT under
// a fresh upload key of its member, then attached (processed, variants stored, upload deleted). The
// JPEG and its variants come from this machine's cache once made (seed-photo-cache.ts).

import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import { dynamo } from '../aws/dynamo.ts';
import { s3 } from '../aws/s3.ts';
import { type AttachedImage, attachImage } from '../aws/s3-attach-image.ts';
import { bucketObjects } from '../aws/s3-objects.ts';
import { config } from '../config.ts';
import { makeImageKey } from '../images/image-keys.ts';
import type { SamplePhotoOptions } from '../images/sample-photo.ts';
import { keptSeedPhoto } from './seed-photo-cache.ts';

export async function seedPhoto(
  uid: string,
  purpose: UploadPurpose,
  options: SamplePhotoOptions,
): Promise<AttachedImage & { uploadBytes: number }> {
  const { imagesBucket, tableName } = config();
  const { bytes, processPhoto } = await keptSeedPhoto(options, purpose);
  const key = makeImageKey(purpose, uid, 'image/jpeg', Date.now());
  await s3().send(
    new PutObjectCommand({ Bucket: imagesBucket, Key: key, Body: bytes, ContentType: 'image/jpeg' }),
  );
  const attached = await attachImage({
    objects: bucketObjects(imagesBucket),
    db: dynamo(),
    table: tableName,
    key,
    purpose,
    uid,
    field: 'seed',
    nowMs: Date.now(),
    process: processPhoto,
  });
  return { ...attached, uploadBytes: bytes.length };
}
