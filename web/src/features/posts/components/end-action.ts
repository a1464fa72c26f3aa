// Which of withdraw / decline (issue 12) the viewer may do now. Mirrors the deciders so the button
// shows only where it can work; the server still decides (a stale page gets its 409 text).
import type { PostKind } from '@bookwish/shared/domain/types';
import type { PostView } from '../api/post-types.ts';

export type EndAction = 'withdraw' | 'decline';

export function endActionFor(post: PostView<PostKind>): EndAction | null {
  const open = post.kind === 'wishlist' ? post.status === 'offered' : post.status === 'requested';
  if (!open) return null;
  if (post.viewer === 'owner') return 'decline';
  if (post.viewer === 'giver' || post.viewer === 'requester') return 'withdraw';
  return null;
}
