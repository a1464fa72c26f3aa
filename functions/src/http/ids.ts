// Ids for new posts and contact messages: 128 random bits, URL-safe, within the store's id pattern.

import { randomBytes } from 'node:crypto';

export function newId(): string {
  return randomBytes(16).toString('base64url');
}
