// What the served HTML of a page carries before any JavaScript: a shared post link's preview (its
// public fields) and the first view's data, exactly as the API answers a visitor. A post
// that was deleted, taken down by volunteers, or never existed is not found (null): no tags, no data.

import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { hiddenFromPublic } from '@bookwish/shared/domain/reports';
import type { PostKind } from '@bookwish/shared/domain/types';
import { type ShareablePost, shareableOf } from '@bookwish/shared/web/share-tags';
import { detailView } from './get-post.ts';
import { listPosts } from './list-posts.ts';
import type { EventStore } from './ports.ts';
import { loadPost, type PostView } from './post-commands.ts';

export interface PublicPostPage {
  share: ShareablePost;
  /** GET /api/{kind}s/{id} for a visitor: no private field, viewer 'visitor'. */
  view: PostView;
}

/** One read (and, for an open wish, one Query for the book a member gives away): the post's preview
 * and its visitor view, or null when it is no public post. */
export async function publicPostPage(
  deps: { store: EventStore },
  kind: PostKind,
  postId: string,
): Promise<PublicPostPage | null> {
  const post = await loadPost(deps.store, kind, postId);
  if (!post || hiddenFromPublic(post)) return null;
  return { share: shareableOf(post), view: await detailView(deps.store, post, null) };
}

/** The first page of a plain list, as GET /api/{kind}s?limit=30 answers it: cards, no private field. */
export function publicListPage(deps: { store: EventStore }, kind: PostKind) {
  return listPosts(deps, kind, { limit: String(LIST_PAGE_SIZE) });
}
