// Lists of cards, newest first, paged (spec 2): every post of a kind for anyone, and a member's own
// posts or the ones they offered on / requested. Cards never carry private fields, whoever asks.

import { messages } from '@bookwish/shared/domain/messages';
import {
  listQuerySchema,
  meTreatsQuerySchema,
  meWishlistsQuerySchema,
} from '@bookwish/shared/domain/schemas';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Actor, Post, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type EventStore, InvalidCursorError, type Page } from './ports.ts';
import { parse } from './validate.ts';

export type PostCard = ReturnType<typeof toSummary>;

export async function cardsPage(read: () => Promise<Page<Post>>): Promise<Page<PostCard>> {
  let page: Page<Post>;
  try {
    page = await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new AppError('VALIDATION', messages.common.invalidCursor, {
        cursor: messages.common.invalidCursor,
      });
    }
    throw error;
  }
  return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** Every post of a kind, newest first. Removed and deleted posts are in no list. */
export function listPosts(deps: { store: EventStore }, kind: PostKind, query: unknown) {
  const page = parse(listQuerySchema, query);
  return cardsPage(() => deps.store.listAll(kind, page));
}

/** My wishlists (role wisher) or the ones I offered on (offerer); my treats (treater) or the ones I
 * requested (requester). */
export function listMyPosts(deps: { store: EventStore }, kind: PostKind, caller: Actor, query: unknown) {
  if (kind === 'wishlist') {
    const { role, ...page } = parse(meWishlistsQuerySchema, query);
    return cardsPage(() =>
      role === 'wisher'
        ? deps.store.listByOwner(kind, caller.uid, page)
        : deps.store.listByParty(kind, caller.uid, page),
    );
  }
  const { role, ...page } = parse(meTreatsQuerySchema, query);
  return cardsPage(() =>
    role === 'treater'
      ? deps.store.listByOwner(kind, caller.uid, page)
      : deps.store.listByParty(kind, caller.uid, page),
  );
}
