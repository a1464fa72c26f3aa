// Which party of a post the signed-in member is. The server's `viewer` names one role, and a
// volunteer is "volunteer" even on their own post; the forms go by the uids so a volunteer who
// posts, offers or requests still sees the forms of their part in the exchange.
import type { ViewerRole } from '@bookwish/shared/domain/types';
import type { SessionUser } from '../../../lib/session.ts';

interface PartyFields {
  uid: string;
  viewer: ViewerRole;
  offerUID?: string;
  requestUID?: string;
}

export function isOwner(post: PartyFields, user: SessionUser | null): boolean {
  return post.viewer === 'owner' || (user !== null && user.uid === post.uid);
}

export function isGiver(post: PartyFields, user: SessionUser | null): boolean {
  return post.viewer === 'giver' || (user !== null && post.offerUID === user.uid);
}

export function isRequester(post: PartyFields, user: SessionUser | null): boolean {
  return post.viewer === 'requester' || (user !== null && post.requestUID === user.uid);
}
