// The bucket keys of the images a post stored as /images/<key> (its cover and thank-you photo).

import type { Post } from '@bookwish/shared/domain/types';

const PREFIX = '/images/';

export function imageKeysOf(post: Post): string[] {
  return [post.coverURL, post.thankYouPhotoURL]
    .filter((url): url is string => typeof url === 'string' && url.startsWith(PREFIX))
    .map((url) => url.slice(PREFIX.length));
}
