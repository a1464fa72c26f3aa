// Ids for new posts and contact messages: the creation time in milliseconds (fixed-width base 36, so
// ids sort by time and two posts of the same second list newest first) then 80 random bits, URL-safe,
// within the store's id pattern.

import { randomBytes } from 'node:crypto';

export function newId(): string {
  return Date.now().toString(36).padStart(9, '0') + randomBytes(10).toString('base64url');
}
