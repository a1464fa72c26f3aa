// Small helpers every decider shares: refusals, event metadata, history steps, the common guards.

import { ENDED_LINES_KEPT, ENDED_PARTIES_KEPT } from './constants.ts';
import { commonMessages, postMessages } from './messages.ts';
import type { Actor, Decision, DomainError, ErrorCode, HistoryStep, Post, PostEvent } from './types.ts';

/** What a decider needs besides state and command. `expectedVersion`, when the client sent one, must
 * equal the state's version: a stale page (double click, another member first) is a Conflict. */
export interface DecideContext {
  postId: string;
  now: number;
  expectedVersion?: number;
}

export function refuse(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): { ok: false; error: DomainError } {
  return { ok: false, error: fields ? { code, message, fields } : { code, message } };
}

export function accept<E>(event: E): Decision<E> {
  return { ok: true, event };
}

/** seq = state.version + 1 (1 for a new post); at = ctx.now in ms. */
export function eventMeta(state: Post | null, actor: Actor, ctx: DecideContext) {
  return {
    postId: ctx.postId,
    seq: (state?.version ?? 0) + 1,
    at: ctx.now,
    actorUid: actor.uid,
    actorName: actor.name,
  };
}

export function historyStep(event: PostEvent): HistoryStep {
  return {
    seq: event.seq,
    type: event.type,
    at: event.at,
    actorUid: event.actorUid,
    actorName: event.actorName,
  };
}

/** A command that would be accepted still loses if the member acted on an old version of the post. */
export function staleVersion(state: Post, ctx: DecideContext): { ok: false; error: DomainError } | null {
  const expected = ctx.expectedVersion;
  if (expected === undefined || expected === state.version) return null;
  // The system's bookkeeping (a reminder, an erased address) changes nothing the member acts on: a page
  // opened before a reminder went out still submits. History keeps every step since then (only an
  // exchange's end compacts it, and that is a real change), so this reads them all.
  const since = state.history.filter((s) => s.seq > expected);
  const quiet =
    expected < state.version &&
    since.length === state.version - expected &&
    since.every((s) => BOOKKEEPING.has(s.type));
  return quiet ? null : refuse('CONFLICT', commonMessages.staleVersion);
}

/** System events no member needs to have seen before acting. */
export const BOOKKEEPING = new Set<HistoryStep['type']>([
  'ReminderSent',
  'MeetingReminderSent',
  'AddressErased',
  // Reports and their dismissal are between a member and the volunteers: no Activity step, and a
  // page opened before one still acts.
  'PostReported',
  'ReportsDismissed',
  // A suspended member's footprint hidden or restored changes nothing a member acts on.
  'FootprintHidden',
  'FootprintRestored',
]);

/** A removed post is gone for members (404 with the takedown text); volunteers still reach it. */
export function removedGuard(state: Post, actor: Actor): { ok: false; error: DomainError } | null {
  if (!state.removed) return null;
  return actor.volunteer
    ? refuse('CONFLICT', postMessages.removedByVolunteers)
    : refuse('NOT_FOUND', postMessages.removedByVolunteers);
}

/** Shared by both kinds: the stream's state after one more event. */
export function withStep<P extends Post>(state: P, event: PostEvent, changes: Partial<P>): P {
  const { history, dropped } = compactHistory(state.history, historyStep(event));
  const next: P = { ...state, ...changes, version: event.seq, history };
  if (dropped > 0) next.earlierEnded = (state.earlierEnded ?? 0) + dropped;
  return next;
}

/** Events after which the post is open again: the abandoned exchange's steps leave STATE. */
export const EXCHANGE_ENDS = new Set<HistoryStep['type']>([
  'PostReopened',
  'MemberSuspended',
  'OfferWithdrawn',
  'OfferDeclined',
  'RequestWithdrawn',
  'RequestDeclined',
  'OfferLapsed',
  'GiftLapsed',
  'RequestLapsed',
  'MeetingCalledOff',
  'MeetingMissed',
]);

/** A withdrawal, decline or lapse: back to posted, with the reason (none for a lapse) and the former
 * party kept on its line. */
export function endedStep<P extends Post>(
  state: P,
  event: Extract<
    PostEvent,
    {
      type:
        | 'OfferWithdrawn'
        | 'OfferDeclined'
        | 'RequestWithdrawn'
        | 'RequestDeclined'
        | 'OfferLapsed'
        | 'GiftLapsed'
        | 'RequestLapsed'
        | 'MeetingCalledOff'
        | 'MeetingMissed';
    }
  >,
  partyUid: string,
): P {
  const next = withStep(state, event, { status: 'posted' } as Partial<P>);
  const line = next.history.at(-1);
  if (line) line.ended = { reason: 'reason' in event.data ? event.data.reason : '', partyUid };
  // A withdrawal or decline bars that member from taking the post again (a lapse does not: the
  // member may simply have missed the reminder); otherwise offer/withdraw loops wear the post out.
  if (BARS_PARTY.has(event.type)) {
    const others = (state.endedParties ?? []).filter((uid) => uid !== partyUid);
    next.endedParties = [...others, partyUid].slice(-ENDED_PARTIES_KEPT);
  }
  return next;
}

const BARS_PARTY = new Set<HistoryStep['type']>([
  'OfferWithdrawn',
  'OfferDeclined',
  'RequestWithdrawn',
  'RequestDeclined',
]);

/** True when `uid` withdrew from or was declined on this post since a volunteer last reopened it. */
export function endedBefore(state: Post, uid: string): boolean {
  return state.endedParties?.includes(uid) ?? false;
}

/** STATE keeps the member-facing story, not every event, so a detail read stays one small GetItem
 * however long the stream grows (volunteers replay the full events). A reopen drops the abandoned
 * exchange's steps (the posting stays); repeated address corrections keep only the latest; only the
 * newest ENDED_LINES_KEPT ended exchanges keep a line, the others are counted (`dropped`). */
function compactHistory(
  history: readonly HistoryStep[],
  step: HistoryStep,
): { history: HistoryStep[]; dropped: number } {
  if (step.type === 'PostReopened') return { history: [...history.slice(0, 1), step], dropped: 0 };
  // A withdrawal or decline drops the abandoned exchange's steps but keeps the earlier short lines of
  // ended exchanges, so the timeline reads: Posted, Offer withdrawn, Offer declined, Offered...
  if (EXCHANGE_ENDS.has(step.type)) {
    const ended = [...history.filter((s, i) => i > 0 && EXCHANGE_ENDS.has(s.type)), step];
    const dropped = Math.max(0, ended.length - ENDED_LINES_KEPT);
    return { history: [...history.slice(0, 1), ...ended.slice(dropped)], dropped };
  }
  const last = history.at(-1);
  if (step.type === 'AddressCorrected' && last?.type === 'AddressCorrected')
    return { history: [...history.slice(0, -1), step], dropped: 0 };
  return { history: [...history, step], dropped: 0 };
}
