// The gratitude wall (GET /api/thanks) and a member's giving counts (GET /api/me/giving). The wall's
// cards carry only what toWallCard (shared/src/domain/thanks-wall.ts) takes from a closed post that
// everyone may already read: no address, message, email or member id, whoever asks. One Query a page;
// the counts one GetItem.

import { listQuery } from '@bookwish/shared/domain/list-queries';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { type GivingCounts, toWallCard, type WallCard } from '@bookwish/shared/domain/thanks-wall';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type EventStore, InvalidCursorError, type Page } from './ports.ts';
import { parseQuery } from './validate.ts';

export async function listThanksWall(deps: { store: EventStore }, query: unknown): Promise<Page<WallCard>> {
  const page = parseQuery(listQuery, query);
  try {
    const posts = await deps.store.listWall(page);
    return { items: posts.items.map(toWallCard), nextCursor: posts.nextCursor };
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new AppError('VALIDATION', commonMessages.invalidCursor, {
        cursor: commonMessages.invalidCursor,
      });
    }
    throw error;
  }
}

export function myGivingCounts(deps: { store: EventStore }, caller: Actor): Promise<GivingCounts> {
  return deps.store.givingCounts(caller.uid);
}
