// What the in-person steps share (propose, pick, reschedule, call off, handed over, missed): who the
// two members of the hand-over are, the refusals every one of them starts with, the email each sends
// the other member, and what a proposal of places and times keeps and erases.

import { EARLY_HANDOVER_MINUTES } from '../constants.ts';
import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { type MeetingProposal, type MeetingWindow, windowProblem } from '../meeting.ts';
import { meetingMessages, treatMessages } from '../messages.ts';
import type { Actor, DomainError, Post, Treat } from '../types.ts';
import { type EmailName, type Erasing, email, type StepEmail } from './step.ts';

type Refusal = { ok: false; error: DomainError };

/** The two members of an in-person hand-over: the treater and the requester. */
export const inMeeting = (state: Treat, actor: Actor) =>
  actor.uid === state.uid || (state.requestUID !== undefined && actor.uid === state.requestUID);

/** The member of the hand-over who is not `uid`. */
export const otherMember = (state: Treat, uid: string) => (uid === state.uid ? state.requestUID : state.uid);

/** The step's email of `kind` to the other member of the hand-over (none when there is no other). */
export const mailTheOther =
  <K extends EmailName>(kind: K) =>
  (event: { actorUid: string; actorName: string }, post: Post): StepEmail<K>[] => {
    const other = otherMember(post as Treat, event.actorUid);
    return other ? [email(kind, other, event.actorName)] : [];
  };

/** An in-person exchange under way, taken by one of its two members; else the refusal. */
export function meetingRefusal(state: Treat, actor: Actor): Refusal | null {
  if (state.status === 'closed') return refuse('CONFLICT', treatMessages.alreadyClosed);
  if (!inMeeting(state, actor)) return refuse('FORBIDDEN', meetingMessages.onlyTheTwo);
  if (state.status === 'posted') return refuse('CONFLICT', treatMessages.notRequestedYet);
  if (!state.meeting) return refuse('CONFLICT', meetingMessages.notInPerson);
  return null;
}

/** Handed over or missed: an in-person exchange under way, taken by one of its two members, not handed
 * over yet, its meeting agreed; else the refusal. */
export function agreedMeetingRefusal(state: Treat, actor: Actor): Refusal | null {
  const refused = meetingRefusal(state, actor);
  if (refused) return refused;
  if (state.status !== 'requested') return refuse('CONFLICT', meetingMessages.alreadyHandedOver);
  if (!state.meeting?.agreed) return refuse('CONFLICT', meetingMessages.notAgreedYet);
  return null;
}

type Proposing = EventOf<'MeetingProposed' | 'MeetingRescheduled'>;

/** The places and times a proposal (or other times) offers, waiting for the other member's pick. */
export const proposalOf = (event: Proposing) => ({
  places: [],
  windows: [],
  ...event.data.meeting,
  by: event.actorUid,
});

/** Where and when go with the requester's data (as their address would), and with the proposer's. */
export const eraseProposal = (event: Proposing, { mine, requester, uid }: Erasing): void => {
  if (mine || requester === uid) event.data = {};
};

/** The first problem of proposed windows at `now`, as a form's field error. */
export function windowsRefusal(proposal: MeetingProposal, now: number): Refusal | null {
  for (const window of proposal.windows) {
    const problem = windowProblem(window, proposal.places, now);
    if (problem) {
      const message = windowTexts[problem];
      return refuse('VALIDATION', message, { windows: message });
    }
  }
  return null;
}

const windowTexts = {
  get past() {
    return meetingMessages.windowPast;
  },
  get tooFar() {
    return meetingMessages.windowTooFar;
  },
  get tooShort() {
    return meetingMessages.windowTooShort;
  },
  get tooLong() {
    return meetingMessages.windowTooLong;
  },
  get closed() {
    return meetingMessages.windowClosed;
  },
};

/** The agreed window has begun, or is about to (handed over, Book Received: members who both came
 * early may hand the book over then), or has ended (missed) at `at`. */
export const begun = (state: Treat, at: number) =>
  state.meeting?.agreed !== undefined &&
  at >= state.meeting.agreed.window.start - EARLY_HANDOVER_MINUTES * 60_000;
export const over = (state: Treat, at: number) =>
  state.meeting?.agreed !== undefined && at >= state.meeting.agreed.window.end;

export type { MeetingWindow };
