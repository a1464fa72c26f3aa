// Opaque list cursors: the last item's id and creation second, base64url JSON. The store rebuilds the
// key from them, so a forged cursor can only skip within the same list. Pure: both stores use it.

import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { InvalidCursorError } from '../app/ports.ts';

/** What a cursor holds: the last item's id and creation second. */
export interface CursorData {
  id: string;
  createdAt: number;
}

export function encodeCursor(data: CursorData): string {
  return Buffer.from(JSON.stringify([data.id, data.createdAt])).toString('base64url');
}

export function decodeCursor(cursor: string): CursorData {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [id, createdAt] = value as unknown[];
      if (
        typeof id === 'string' &&
        ID_PATTERN.test(id) &&
        Number.isSafeInteger(createdAt) &&
        (createdAt as number) >= 0
      ) {
        return { id, createdAt: createdAt as number };
      }
    }
  } catch {
    // fall through: not ours
  }
  throw new InvalidCursorError();
}
