// A post's detail (one read whatever its history length): the post, its timeline and the caller's
// role; private fields only for the two parties and volunteers. A volunteer takedown hides it from
// members with the takedown text.

import { messages } from '@bookwish/shared/domain/messages';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { EventStore } from './ports.ts';
import { loadPost, type PostView, viewFor } from './run-command.ts';

export const notFoundText = (kind: PostKind) =>
  kind === 'wishlist' ? messages.wishlist.notFound : messages.treat.notFound;

export async function getPost(
  deps: { store: EventStore },
  kind: PostKind,
  input: { postId: string; caller: Actor | null },
): Promise<PostView> {
  const post = await loadPost(deps.store, kind, input.postId);
  if (!post) throw new AppError('NOT_FOUND', notFoundText(kind));
  if (post.removed && !input.caller?.volunteer) {
    throw new AppError('NOT_FOUND', messages.post.removedByVolunteers);
  }
  return viewFor(post, input.caller);
}
