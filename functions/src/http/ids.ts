// Ids for new posts and contact messages: the creation time in milliseconds (fixed-width base 36, so
// ids sort by time and two posts of the same second list newest first) then 80 random bits, URL-safe,
// within the store's id pattern.

import { createHash, randomBytes } from 'node:crypto';

export function newId(): string {
  return Date.now().toString(36).padStart(9, '0') + randomBytes(10).toString('base64url');
}

/** A create's id from its idempotency key: the same for the same member, kind and key; scoped by the
 * member, so one member's key can never name (or find) another's post. 'k' + 29 URL-safe characters. */
export function idForKey(uid: string, kind: string, key: string): string {
  const digest = createHash('sha256').update(`${uid}\n${kind}\n${key}`).digest('base64url');
  return `k${digest.slice(0, 29)}`;
}
