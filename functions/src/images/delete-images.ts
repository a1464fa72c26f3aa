// When a post (or an account) goes, its images go too: the cover and the thank-you photo it stored as
// /images/<key>, with all their processed variants. Best effort: a missing object is already what we want.

import { DeleteObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Post } from '@bookwish/shared/domain/types';

const PREFIX = '/images/';

export function imageKeysOf(post: Post): string[] {
  const fromUrls = [post.coverURL, post.thankYouPhotoURL]
    .filter((url): url is string => typeof url === 'string' && url.startsWith(PREFIX))
    .map((url) => url.slice(PREFIX.length));
  // Processed images: every variant, not only the one the URL names.
  const variants = [post.coverImage, post.thankYouPhoto].flatMap((image) =>
    image ? image.variants.map((v) => v.key) : [],
  );
  return [...new Set([...fromUrls, ...variants])];
}

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
