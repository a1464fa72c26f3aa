// The bucket keys of the images a post stored: its cover and thank-you photo, every processed variant.

import type { Post, PostEvent, StoredImage } from '@bookwish/shared/domain/types';

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

/** The bucket keys of every image the events name (covers, thank-you photos, every variant). */
export function imageKeysOfEvents(events: readonly PostEvent[]): string[] {
  const keys = new Set<string>();
  for (const event of events) {
    const data = event.data as {
      coverURL?: string;
      coverImage?: StoredImage;
      thankYouPhotoURL?: string;
      thankYouPhoto?: StoredImage;
    };
    for (const url of [data.coverURL, data.thankYouPhotoURL]) {
      if (typeof url === 'string' && url.startsWith(PREFIX)) keys.add(url.slice(PREFIX.length));
    }
    for (const image of [data.coverImage, data.thankYouPhoto]) {
      for (const v of image?.variants ?? []) keys.add(v.key);
    }
  }
  return [...keys];
}
