// What the API returns for posts (DESIGN.md HTTP API): a detail read is the shared PostView (the post
// without its history, plus the viewer's timeline and role); a list returns summaries and a cursor.
// The types themselves are declared once in shared/src/api (the server returns them).
import type { SummaryOf, ViewOf } from '@bookwish/shared/api/responses';
import type { PostKind } from '@bookwish/shared/domain/types';

export type { Page, PostSummary, TreatSummary, WishlistSummary } from '@bookwish/shared/api/responses';

export type PostOf<K extends PostKind> = SummaryOf<K>;
export type PostView<K extends PostKind> = ViewOf<K>;

/** Who is looking at a list: the spec's card views (section 2, Cards and lists) plus the requester's. */
export type ListScope = 'all' | 'wisher' | 'offerer' | 'treater' | 'requester';

/** /api path of a kind: wishlist -> /api/wishlists. */
export function kindPath(kind: PostKind): string {
  return `/api/${kind}s`;
}
