// Upload keys are made by the server, never chosen by the browser: `<folder>/<uid>-<seconds>.<ext>`,
// with the folder of the spec for the purpose. A form may only refer to a key of its own caller and
// its own purpose; that is how a member cannot attach someone else's photo.

import { type ImageType, UPLOAD_FOLDERS, type UploadPurpose } from '@bookwish/shared/domain/constants';

const EXT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export function makeImageKey(
  purpose: UploadPurpose,
  uid: string,
  contentType: ImageType,
  nowMs: number,
): string {
  const seconds = Math.floor(nowMs / 1000);
  // A random suffix keeps two uploads in the same second (double click) apart.
  const nonce = Math.random().toString(36).slice(2, 8);
  return `${UPLOAD_FOLDERS[purpose]}/${uid}-${seconds}-${nonce}.${EXT[contentType]}`;
}

// folder / uid - seconds - nonce . ext; the uid is everything before the last two dash-separated parts.
const KEY_SHAPE = /^([A-Za-z]+)\/(.+)-(\d+)-([a-z0-9]+)\.(png|jpg)$/;

/** True when `key` was made by makeImageKey for this caller and purpose. */
export function isOwnImageKey(key: string, purpose: UploadPurpose, uid: string): boolean {
  const match = KEY_SHAPE.exec(key);
  if (!match) return false;
  return match[1] === UPLOAD_FOLDERS[purpose] && match[2] === uid;
}

/** What the post stores: the same-origin path CloudFront (or the local front) serves. */
export function imageUrl(key: string): string {
  return `/images/${key}`;
}
