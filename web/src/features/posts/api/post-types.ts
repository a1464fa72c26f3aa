// What the API returns for posts (DESIGN.md HTTP API): a detail read is the shared PostView (the post
// without its history, plus the viewer's timeline and role); a list returns summaries and a cursor.
import type { TreatView, WishlistView } from '@bookwish/shared/domain/timeline';
import type { PostKind, Treat, Wishlist } from '@bookwish/shared/domain/types';

export type WishlistSummary = Omit<Wishlist, 'history'>;
export type TreatSummary = Omit<Treat, 'history'>;
export type PostSummary = WishlistSummary | TreatSummary;

export type PostOf<K extends PostKind> = K extends 'wishlist' ? WishlistSummary : TreatSummary;
export type PostView<K extends PostKind> = K extends 'wishlist' ? WishlistView : TreatView;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Who is looking at a list: the spec's card views (section 2, Cards and lists) plus the requester's. */
export type ListScope = 'all' | 'wisher' | 'offerer' | 'treater' | 'requester';

/** /api path of a kind: wishlist -> /api/wishlists. */
export function kindPath(kind: PostKind): string {
  return `/api/${kind}s`;
}
