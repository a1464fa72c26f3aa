// Reports: a member tells the volunteers that a post is a scam, offensive, not a book, spam, or
// something else (with a note). One report per member and post; the owner cannot report their own.
// Reports are events of the post (PostReported), so the volunteers' replay shows them in order with
// everything else, and a dismissal (ReportsDismissed) is audited the same way: who, when, why.
// Reports weigh by who makes them (reportWeighs): a volunteer's report puts the post under review at
// once; REPORTS_TO_HIDE reports from established members (an account older than ESTABLISHED_AFTER_MS
// that finished an exchange or posted, not made within SAME_BATCH_MS of another reporter's) do too.
// Any other report waits in the volunteers' queue and hides nothing, so throwaway accounts cannot take
// a post down. Under review, a post leaves every list, search and visitors' reads (hiddenFromPublic)
// until a volunteer dismisses the reports or removes the post. A dismissal keeps the post
// (keptByVolunteer): later reports go to the queue and hide nothing until a volunteer looks again, by
// reporting it themselves (under review at once) or removing it. A member makes at most REPORTS_PER_DAY
// reports a day.
// Reporters are kept in STATE fields nobody's view carries (timeline.ts FIELD_AUDIENCE): only the
// volunteers' queue reads them.

import {
  ENDED_PARTIES_KEPT,
  ESTABLISHED_AFTER_MS,
  REPORTS_KEPT,
  REPORTS_PER_DAY,
  REPORTS_TO_HIDE,
  SAME_BATCH_MS,
} from './constants.ts';
import { accept, type DecideContext, eventMeta, refuse, withStep } from './decision.ts';
import { reportsMessages } from './messages.ts';
import type { ReporterStanding } from './report-reasons.ts';
import type {
  Actor,
  Decision,
  OpenReport,
  Post,
  ReportCommand,
  ReportEvent,
  ReporterFacts,
} from './types.ts';

export { REPORT_REASONS, type ReporterStanding, type ReportReason } from './report-reasons.ts';

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
  const aboutMeeting = command.reason === 'meeting';
  if (aboutMeeting && !metThere(state, actor.uid)) return refuse('FORBIDDEN', m.onlyWhoMet);
  // A treater may tell the volunteers about a meeting on their own treat, not report the treat.
  if (actor.uid === state.uid && !aboutMeeting) return refuse('FORBIDDEN', m.ownPost);
  if (hasReported(state, actor.uid)) return refuse('CONFLICT', m.alreadyReported);
  const facts = command.reporter;
  if (!actor.volunteer && facts && facts.reportsToday >= REPORTS_PER_DAY) {
    return refuse('TOO_MANY_REQUESTS', m.dailyCap);
  }
  // No version check: a report is about what the member read, which a later step does not undo.
  const note = command.reason === 'other' || aboutMeeting ? command.note : '';
  const joinedAt = facts?.joinedAt ?? null;
  return accept({
    ...eventMeta(state, actor, ctx),
    type: 'PostReported',
    data: {
      reason: command.reason,
      note,
      standing: standingOf(actor, facts, ctx.now),
      ...(joinedAt === null ? {} : { joinedAt }),
    },
  });
}

/** Whether `uid` is one of the two members of an in-person hand-over of this treat: the treater of a
 * treat that offers it, the requester of the one under way, or the requester whose meeting was called
 * off or missed (its line keeps them). */
export function metThere(post: Post, uid: string): boolean {
  if (post.kind !== 'treat' || !post.inPersonArea) return false;
  if (uid === post.uid || (post.meeting !== undefined && uid === post.requestUID)) return true;
  return post.history.some(
    (s) => (s.type === 'MeetingMissed' || s.type === 'MeetingCalledOff') && s.ended?.partyUid === uid,
  );
}

/** A volunteer; an established member (an account older than ESTABLISHED_AFTER_MS that finished an
 * exchange or posted); or a new account (also one whose age is unknown). Without facts (a command
 * decided where none are read) the report counts as every report did before. */
export function standingOf(actor: Actor, facts: ReporterFacts | undefined, now: number): ReporterStanding {
  if (actor.volunteer) return 'volunteer';
  if (!facts) return 'established';
  const old = facts.joinedAt !== null && now - facts.joinedAt >= ESTABLISHED_AFTER_MS;
  return old && facts.active ? 'established' : 'new';
}

/** An established member's report, unless their account was made within SAME_BATCH_MS of another
 * reporter's account (accounts made together are one hand, however old). */
function weighs(report: OpenReport, others: OpenReport[]): boolean {
  // A meeting that went wrong is the volunteers' to look into: it says nothing against the post.
  if (report.reason === 'meeting') return false;
  if ((report.standing ?? 'established') !== 'established') return false;
  const joined = report.joinedAt;
  if (joined === undefined) return true;
  return !others.some(
    (other) =>
      other !== report && other.joinedAt !== undefined && Math.abs(other.joinedAt - joined) < SAME_BATCH_MS,
  );
}

/** The open reports that count toward REPORTS_TO_HIDE. */
export function weighingReports(post: Post): number {
  const reports = post.reports ?? [];
  return reports.filter((report) => weighs(report, reports)).length;
}

/** Reports from new accounts that came in a burst: REPORTS_TO_HIDE or more on this post within
 * SAME_BATCH_MS. They hid nothing; the digest tells volunteers, who may be looking at an attack. */
export function reportedInBurst(post: Post): boolean {
  const times = (post.reports ?? [])
    .filter((report) => report.standing === 'new')
    .map((report) => report.at)
    .sort((a, b) => a - b);
  return times.some((at, i) => {
    const last = times[i + REPORTS_TO_HIDE - 1];
    return last !== undefined && last - at < SAME_BATCH_MS;
  });
}

/** A report joins the open ones; a volunteer's, or the REPORTS_TO_HIDE-th that weighs, puts the post under
 * review (unless a volunteer kept it). */
export function evolveReported<P extends Post>(state: P, event: ReportEvent): P {
  const reports = [
    ...(state.reports ?? []),
    {
      uid: event.actorUid,
      name: event.actorName,
      reason: event.data.reason,
      note: event.data.note,
      at: event.at,
      ...(event.data.standing ? { standing: event.data.standing } : {}),
      ...(event.data.joinedAt === undefined ? {} : { joinedAt: event.data.joinedAt }),
    },
  ];
  const dropped = Math.max(0, reports.length - REPORTS_KEPT);
  const reportedBy = [...(state.reportedBy ?? []).filter((u) => u !== event.actorUid), event.actorUid];
  const next = withStep(state, event, {
    reports: reports.slice(dropped),
    reportedBy: reportedBy.slice(-ENDED_PARTIES_KEPT),
  } as Partial<P>);
  if (dropped > 0) next.earlierReports = (state.earlierReports ?? 0) + dropped;
  const byVolunteer = event.data.standing === 'volunteer';
  if (byVolunteer) {
    next.underReview = true;
    delete next.keptByVolunteer;
  } else if (!state.keptByVolunteer && weighingReports(next) >= REPORTS_TO_HIDE) {
    next.underReview = true;
  }
  return next;
}

/** The open reports are decided: gone from the queue, the post back in every list and kept by the
 * volunteer (reports alone do not hide it again). Who reported stays remembered, so nobody reports the
 * same post twice. */
export function withoutOpenReports<P extends Post>(state: P): P {
  const { reports: _r, earlierReports: _e, underReview: _u, ...rest } = state;
  return { ...rest, keptByVolunteer: true } as P;
}
