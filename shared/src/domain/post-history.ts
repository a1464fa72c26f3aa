// A post's replayed history as volunteers read it (GET /api/support/posts/{id}/events): built by
// functions/src/support/replay.ts, shown by the support page. Pure types.

import type { Post, PostEvent, PostKind, TimelineStep } from './types.ts';

export interface FieldChange {
  field: string;
  /** Absent on the wire when the field did not exist before (JSON drops undefined). */
  before?: unknown;
  /** Absent on the wire when the event cleared the field. */
  after?: unknown;
}

export interface ReplayStep {
  event: PostEvent;
  /** The post right after this event. */
  state: Post;
  /** Fields this event changed (history and version left out). */
  changes: FieldChange[];
}

export interface PostHistory {
  postId: string;
  kind: PostKind;
  /** Set when the owner deleted the post: only the tombstone remains, no events, no state. */
  deletedAt: number | null;
  /** The STATE item as stored (null once deleted). */
  stored: Post | null;
  steps: ReplayStep[];
  /** True when replaying every event gives exactly the stored STATE. */
  consistent: boolean;
}

/** The response: the history plus the timeline the owner sees, for the member's wording. */
export interface PostHistoryResponse extends PostHistory {
  timeline: TimelineStep[];
}
