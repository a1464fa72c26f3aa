// What a shared link of a post previews with: its public fields, from one read. A post that was
// deleted, taken down by volunteers, or never existed previews as not found (null).

import type { PostKind } from '@bookwish/shared/domain/types';
import { type ShareablePost, shareableOf } from '@bookwish/shared/web/share-tags';
import type { EventStore } from './ports.ts';
import { loadPost } from './run-command.ts';

export async function sharePreview(
  deps: { store: EventStore },
  kind: PostKind,
  postId: string,
): Promise<ShareablePost | null> {
  const post = await loadPost(deps.store, kind, postId);
  if (!post || post.removed) return null;
  return shareableOf(post);
}
