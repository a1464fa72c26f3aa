// The bucket keys of the images a post stored: its cover and thank-you photo, every processed variant.

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
