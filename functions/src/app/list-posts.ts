// Lists of cards, newest first, paged (spec 2): every post of a kind for anyone, and a member's own
// posts or the ones they offered on / requested. Cards never carry private fields, whoever asks.

import { exploreListQuery, meTreatsQuery, meWishlistsQuery } from '@bookwish/shared/domain/list-queries';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { toSummary } from '@bookwish/shared/domain/timeline';
import { deadlineFor } from '@bookwish/shared/domain/timers';
import type { Actor, Post, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type EventStore, InvalidCursorError, type Page } from './ports.ts';
import { parseQuery } from './validate.ts';

export type PostCard = ReturnType<typeof toSummary> & { deadline?: ReturnType<typeof deadlineFor> & {} };

/** `forUid`: the member's own lists carry the deadline of the step they must take. */
export async function cardsPage(read: () => Promise<Page<Post>>, forUid?: string): Promise<Page<PostCard>> {
  let page: Page<Post>;
  try {
    page = await read();
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new AppError('VALIDATION', commonMessages.invalidCursor, {
        cursor: commonMessages.invalidCursor,
      });
    }
    throw error;
  }
  const card = (post: Post): PostCard => {
    const deadline = deadlineFor(post, forUid);
    return deadline ? { ...toSummary(post), deadline } : toSummary(post);
  };
  return { items: page.items.map(card), nextCursor: page.nextCursor };
}

/** Every post of a kind, newest first. Removed and deleted posts are in no list. The explore pages'
 * filters without search words (type, destination, open only) are answered here, one Query a page;
 * with words, the search route answers. */
export function listPosts(deps: { store: EventStore }, kind: PostKind, query: unknown) {
  const { type, destination, open, area, inPerson, ...page } = parseQuery(exploreListQuery, query);
  return cardsPage(() => deps.store.listAll(kind, page, { type, destination, open, area, inPerson }));
}

/** My wishlists (role wisher) or the ones I offered on (offerer); my treats (treater) or the ones I
 * requested (requester). */
export function listMyPosts(deps: { store: EventStore }, kind: PostKind, caller: Actor, query: unknown) {
  // The owner's role is the wisher's on a wish, the treater's on a treat; the other role is the party's.
  const { role, ...page } =
    kind === 'wishlist' ? parseQuery(meWishlistsQuery, query) : parseQuery(meTreatsQuery, query);
  const owner = role === 'wisher' || role === 'treater';
  return cardsPage(
    () =>
      owner ? deps.store.listByOwner(kind, caller.uid, page) : deps.store.listByParty(kind, caller.uid, page),
    caller.uid,
  );
}
