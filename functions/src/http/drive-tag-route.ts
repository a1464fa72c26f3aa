// POST /api/wishlists/{id}/tag-drive: the one step whose decision reads a book drive (whether it is
// open now: drives.ts), so only its function carries that read.

import { getDrive } from '../store/drive-store.ts';
import { postDeps } from './deps.ts';
import { stepHandler } from './transition-route.ts';

export function driveTagRoute() {
  return stepHandler('wishlist', 'tagDrive', { ...postDeps, drives: { get: getDrive } });
}
