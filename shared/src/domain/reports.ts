// Reports: a member tells the volunteers that a post is a scam, offensive, not a book, spam, or
// something else (with a note). One report per member and post; the owner cannot report their own.
// Reports are events of the post (PostReported), so the volunteers' replay shows them in order with
// everything else, and a dismissal (ReportsDismissed) is audited the same way: who, when, why.
// A post reported by REPORTS_TO_HIDE different members is under review: it leaves every list, search
// and visitors' reads (hiddenFromPublic) until a volunteer dismisses the reports or removes the post.
// Reporters are kept in STATE fields nobody's view carries (timeline.ts FIELD_AUDIENCE): only the
// volunteers' queue reads them.

import { ENDED_PARTIES_KEPT, REPORTS_KEPT, REPORTS_TO_HIDE } from './constants.ts';
import { accept, type DecideContext, eventMeta, refuse, withStep } from './decision.ts';
import { reportsMessages } from './messages.ts';
import type { Actor, Decision, Post, ReportCommand, ReportEvent } from './types.ts';

export { REPORT_REASONS, type ReportReason } from './report-reasons.ts';

const m = reportsMessages;

/** Out of lists, search, book alerts, the wall and visitors' reads: removed, under review, or the
 * post of a suspended member (support.ts, FootprintHidden). */
export function hiddenFromPublic(post: Pick<Post, 'removed' | 'underReview' | 'footprintHidden'>): boolean {
  return post.removed === true || post.underReview === true || post.footprintHidden === 'post';
}

/** True when `uid` has reported this post (the report button then says so). */
export function hasReported(post: Post, uid: string | undefined): boolean {
  return uid !== undefined && (post.reportedBy?.includes(uid) ?? false);
}

/** How many open reports wait for a volunteer. */
export function openReportCount(post: Post): number {
  return (post.reports?.length ?? 0) + (post.earlierReports ?? 0);
}

export function decideReport(
  state: Post,
  command: ReportCommand,
  actor: Actor,
  ctx: DecideContext,
): Decision<ReportEvent> {
  if (actor.uid === state.uid) return refuse('FORBIDDEN', m.ownPost);
  if (hasReported(state, actor.uid)) return refuse('CONFLICT', m.alreadyReported);
  // No version check: a report is about what the member read, which a later step does not undo.
  const note = command.reason === 'other' ? command.note : '';
  return accept({
    ...eventMeta(state, actor, ctx),
    type: 'PostReported',
    data: { reason: command.reason, note },
  });
}

/** A report joins the open ones; the third reporter puts the post under review. */
export function evolveReported<P extends Post>(state: P, event: ReportEvent): P {
  const reports = [
    ...(state.reports ?? []),
    {
      uid: event.actorUid,
      name: event.actorName,
      reason: event.data.reason,
      note: event.data.note,
      at: event.at,
    },
  ];
  const dropped = Math.max(0, reports.length - REPORTS_KEPT);
  const reportedBy = [...(state.reportedBy ?? []).filter((u) => u !== event.actorUid), event.actorUid];
  const next = withStep(state, event, {
    reports: reports.slice(dropped),
    reportedBy: reportedBy.slice(-ENDED_PARTIES_KEPT),
  } as Partial<P>);
  if (dropped > 0) next.earlierReports = (state.earlierReports ?? 0) + dropped;
  if (openReportCount(next) >= REPORTS_TO_HIDE) next.underReview = true;
  return next;
}

/** The open reports are decided: gone from the queue, the post back in every list. Who reported stays
 * remembered, so nobody reports the same post twice. */
export function withoutOpenReports<P extends Post>(state: P): P {
  const { reports: _r, earlierReports: _e, underReview: _u, ...rest } = state;
  return rest as P;
}
