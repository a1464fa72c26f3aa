// The images bucket behind the application's ImageStore port (aws/s3-attach-image.ts adds attach):
// delete (when a post or an account goes, its images go too; a missing object is already what we
// want), and the member's uploads and avatars for account deletion. Through s3-objects.ts: the delete
// routes do not load the S3 client.

import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { exportFolder } from '@bookwish/shared/storage/images-bucket';
import type { ImageStore } from '../app/ports.ts';
import { avatarFolder } from '../images/served-image.ts';
import { bucketObjects } from './s3-objects.ts';

/** Every upload of the member still in an upload folder (never attached, or re-PUT after attach: the
 * key names its uploader), every processed variant of their avatars, and their data archives. */
async function memberKeys(uid: string): Promise<string[]> {
  const objects = bucketObjects();
  const keys: string[] = [];
  for (const folder of Object.values(UPLOAD_FOLDERS)) keys.push(...(await objects.list(`${folder}/${uid}-`)));
  keys.push(...(await objects.list(avatarFolder(uid))));
  // The data archives they downloaded (or not yet): nothing of theirs stays in the bucket.
  keys.push(...(await objects.list(exportFolder(uid))));
  return keys;
}

/** The ImageStore port on the configured bucket (no image pipeline: delete routes stay light). */
export const s3ImageStore: ImageStore = {
  delete: (keys) => bucketObjects().delete(keys),
  memberKeys,
};
