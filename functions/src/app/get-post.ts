// A post's detail (one read whatever its history length): the post, its timeline and the caller's
// role; private fields only for the two parties and volunteers. A volunteer takedown hides it from
// members with the takedown text. An open wish also says whether a member is giving its book away.

import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import { notFoundMessages, postMessages, reportsMessages } from '@bookwish/shared/domain/messages';
import { viewerRole } from '@bookwish/shared/domain/timeline';
import type { Actor, Post, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { EventStore } from './ports.ts';
import { loadPost, type PostView, viewFor } from './post-commands.ts';

export const notFoundText = (kind: PostKind) => notFoundMessages[kind];

export async function getPost(
  deps: { store: EventStore },
  kind: PostKind,
  input: { postId: string; caller: Actor | null },
): Promise<PostView> {
  const post = await loadPost(deps.store, kind, input.postId);
  if (!post) throw new AppError('NOT_FOUND', notFoundText(kind));
  if (post.removed && !input.caller?.volunteer) {
    throw new AppError('NOT_FOUND', postMessages.removedByVolunteers);
  }
  if (underReviewFor(post, input.caller)) throw new AppError('NOT_FOUND', reportsMessages.underReview);
  if (footprintHiddenFor(post, input.caller)) {
    throw new AppError('NOT_FOUND', postMessages.removedByVolunteers);
  }
  return detailView(deps.store, post, input.caller);
}

/** A suspended member's post (support.ts) is read, until a volunteer restores it, only by the other
 * party of its exchange and volunteers: a visitor or another member meets the takedown text. */
export function footprintHiddenFor(post: Post, caller: Actor | null): boolean {
  if (post.footprintHidden !== 'post') return false;
  const role = viewerRole(post, caller);
  return role === 'visitor' || role === 'member';
}

/** A post three members reported is read, until a volunteer decides, only by its owner, the other
 * party of its exchange and volunteers: a visitor or another member meets the review text. */
export function underReviewFor(post: Post, caller: Actor | null): boolean {
  if (!post.underReview) return false;
  const role = viewerRole(post, caller);
  return role === 'visitor' || role === 'member';
}

/** The post as `caller` may see it, and for an open wish whether a member is giving its book away:
 * the API's detail and the first view a post page's HTML carries (share-preview.ts). */
export async function detailView(store: EventStore, post: Post, caller: Actor | null): Promise<PostView> {
  const view = viewFor(post, caller);
  // A hint beside the post: the page never fails for it (the index still being added during an
  // upgrade, a throttled Query); it is simply not shown then.
  const givenAway = post.kind === 'wishlist' ? await openTreatOf(store, post).catch(() => null) : null;
  return givenAway ? { ...view, givenAway: { treatId: givenAway.id } } : view;
}

/** An open treat of the same book as this open wish (the newest), if a member is giving it away:
 * one Query of the sparse match index, and only for an open wish. Never the wisher's own treat. */
async function openTreatOf(store: EventStore, wish: Post): Promise<Post | null> {
  const key = isOpenForMatch(wish) ? bookMatchKey(wish) : null;
  if (!key) return null;
  const treats = await store.listOpenMatches('treat', key, 5);
  return treats.find((treat) => treat.uid !== wish.uid) ?? null;
}
