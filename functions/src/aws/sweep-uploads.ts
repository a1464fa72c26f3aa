// Uploads that were never attached (an abandoned form) or were re-PUT after attach go after a day.
// In AWS a lifecycle rule on the upload folders does it (stateful-stack.ts); locally the stack runs
// this sweep at start and every hour, with the same age.

import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { UPLOAD_MAX_AGE_DAYS } from '@bookwish/shared/storage/images-bucket';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes upload objects older than the max age; returns how many went. */
export async function sweepUploads(
  s3: S3Client,
  bucket: string,
  nowMs: number,
  maxAgeMs = UPLOAD_MAX_AGE_DAYS * DAY_MS,
): Promise<number> {
  let deleted = 0;
  for (const folder of Object.values(UPLOAD_FOLDERS)) {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      const old = (page.Contents ?? []).filter(
        (o) => o.Key && o.LastModified && nowMs - o.LastModified.getTime() > maxAgeMs,
      );
      if (old.length > 0) {
        await s3.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: old.map((o) => ({ Key: o.Key as string })), Quiet: true },
          }),
        );
        deleted += old.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return deleted;
}
