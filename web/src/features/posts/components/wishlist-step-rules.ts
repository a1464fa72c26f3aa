// Which role form a wishlist page shows (spec sections 4 and 6), without loading the forms: the
// wisher at Offered and Fulfilled, the giver at Confirmed.
import { messages } from '@bookwish/shared/domain/messages';
import type { SessionUser } from '../../../lib/session.ts';
import type { PostView } from '../api/post-types.ts';
import { isGiver, isOwner } from './post-party.ts';

export type WishlistStep = 'confirm' | 'fulfil' | 'close' | null;

export function wishlistStep(wishlist: PostView<'wishlist'>, user: SessionUser | null): WishlistStep {
  const owner = isOwner(wishlist, user);
  if (owner && wishlist.status === 'offered') return 'confirm';
  if (isGiver(wishlist, user) && wishlist.status === 'confirmed') return 'fulfil';
  if (owner && wishlist.status === 'fulfilled') return 'close';
  return null;
}

export function hasWishlistStep(wishlist: PostView<'wishlist'>, user: SessionUser | null): boolean {
  return wishlistStep(wishlist, user) !== null;
}

/** The giver must see an address at Confirmed; if it is missing, say so (spec section 8). */
export function missingAddressFor(wishlist: PostView<'wishlist'>): string | null {
  return wishlist.viewer === 'giver' && wishlist.status === 'confirmed' && !wishlist.shippingAddress
    ? messages.post.missingAddress
    : null;
}
