// What the in-person steps share (propose, pick, reschedule, call off, handed over, missed): who the
// two members of the hand-over are, and the refusals every one of them starts with.

import { EARLY_HANDOVER_MINUTES } from '../constants.ts';
import { refuse } from '../decision.ts';
import { type MeetingProposal, type MeetingWindow, windowProblem } from '../meeting.ts';
import { meetingMessages, treatMessages } from '../messages.ts';
import type { Actor, DomainError, Treat } from '../types.ts';

type Refusal = { ok: false; error: DomainError };

/** The two members of an in-person hand-over: the treater and the requester. */
export const inMeeting = (state: Treat, actor: Actor) =>
  actor.uid === state.uid || (state.requestUID !== undefined && actor.uid === state.requestUID);

/** The member of the hand-over who is not `uid`. */
export const otherMember = (state: Treat, uid: string) => (uid === state.uid ? state.requestUID : state.uid);

/** An in-person exchange under way, taken by one of its two members; else the refusal. */
export function meetingRefusal(state: Treat, actor: Actor): Refusal | null {
  if (state.status === 'closed') return refuse('CONFLICT', treatMessages.alreadyClosed);
  if (!inMeeting(state, actor)) return refuse('FORBIDDEN', meetingMessages.onlyTheTwo);
  if (state.status === 'posted') return refuse('CONFLICT', treatMessages.notRequestedYet);
  if (!state.meeting) return refuse('CONFLICT', meetingMessages.notInPerson);
  return null;
}

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
