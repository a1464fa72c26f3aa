// Response bodies of the HTTP API (DESIGN.md), declared once: the server's use cases return them and
// the web's fetchers read them. Pure types.

import type { PostAction } from '../domain/step-actions.ts';
import type { ActionOf } from '../domain/step-routes.ts';
import type { PostView, TreatView, ViewDeadline, WishlistView } from '../domain/timeline.ts';
import type { PostKind, Treat, Wishlist } from '../domain/types.ts';

export type { PostView, TreatView, WishlistView };

/** One page of a list: `nextCursor` is null when nothing follows. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A card in a list: public fields only, no history. In the member's own lists, `deadline` is the
 * step they must take and by when (hold timers). */
export type WishlistSummary = Omit<Wishlist, 'history'> & { deadline?: ViewDeadline };
export type TreatSummary = Omit<Treat, 'history'> & { deadline?: ViewDeadline };
export type PostSummary = WishlistSummary | TreatSummary;
export type SummaryOf<K extends PostKind> = K extends 'wishlist' ? WishlistSummary : TreatSummary;
/** A post's detail as the caller may see it: role, timeline, private fields only for the parties, and
 * the exchange steps the caller may take now (refused ones with the decider's text). */
export type ViewOf<K extends PostKind> = (K extends 'wishlist' ? WishlistView : TreatView) & {
  actions: PostAction<ActionOf<K>>[];
};

/** POST /api/uploads: a presigned PUT for one image. */
export interface UploadTicket {
  uploadUrl: string;
  key: string;
  /** Headers the browser must send with the PUT (Content-Length is set by the browser itself). */
  headers: Record<string, string>;
}

/** GET /api/support/members?email=: a member found by email and their posts. */
export interface MemberPostsResponse {
  member: { uid: string; name: string; email: string };
  own: PostSummary[];
  involved: PostSummary[];
}

/** GET /api/me/export and GET /api/support/members/export?email=: the member's archive, kept a short
 * while in the bucket; `url` downloads it (a presigned GET, good until `expiresAt`, epoch ms). */
export interface ExportLink {
  url: string;
  expiresAt: number;
  fileName: string;
  bytes: number;
}

/** The error body of every refusal. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
