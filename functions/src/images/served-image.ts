// What /images/ may serve: processed variants only (a WebP or the JPEG preview under processed/),
// never an upload, whose bytes are the member's unprocessed file. The local front applies this;
// in AWS, CloudFront may read only processed/* (the images bucket policy in stateful-stack.ts).

import { SERVED_PREFIX } from '@bookwish/shared/storage/images-bucket';

/** Where a member's processed avatars live, so account deletion finds every one of them. */
export const avatarFolder = (uid: string) => `${SERVED_PREFIX}avatars/${uid}/`;

const SERVED_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** The content type to serve `key` with, or null when /images/ must answer 404. */
export function servedImageType(key: string): string | null {
  if (!key.startsWith(SERVED_PREFIX) || key.includes('..') || !/^[A-Za-z0-9._/-]+$/.test(key)) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return SERVED_TYPES[ext] ?? null;
}
