// The images bucket behind the application's ImageStore port (aws/s3-attach-image.ts adds attach):
// delete (when a post or an account goes, its images go too; a
// missing object is already what we want), and the member's uploads and avatars for account deletion.

import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { exportFolder } from '@bookwish/shared/storage/images-bucket';
import type { ImageStore } from '../app/ports.ts';
import { config } from '../config.ts';
import { avatarFolder } from '../images/served-image.ts';
import { s3 } from './s3.ts';

export async function deleteImages(s3: S3Client, bucket: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (batch.length === 0) continue;
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: config().imagesBucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Every upload of the member still in an upload folder (never attached, or re-PUT after attach: the
 * key names its uploader), every processed variant of their avatars, and their data archives. */
async function memberKeys(uid: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of Object.values(UPLOAD_FOLDERS)) keys.push(...(await keysUnder(`${folder}/${uid}-`)));
  keys.push(...(await keysUnder(avatarFolder(uid))));
  // The data archives they downloaded (or not yet): nothing of theirs stays in the bucket.
  keys.push(...(await keysUnder(exportFolder(uid))));
  return keys;
}

/** The ImageStore port on the configured bucket (no image pipeline: delete routes stay light). */
export const s3ImageStore: ImageStore = {
  delete: (keys) => deleteImages(s3(), config().imagesBucket, keys),
  memberKeys,
};
