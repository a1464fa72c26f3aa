// Call off the meeting (a treat handed over in person): either member ends the hand-over before the
// book changes hands, with a reason the other reads; the treat is open for requests again.

import { MAX_LENGTH } from '../constants.ts';
import { endedStep, refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, body, expectedVersion, noLinkInMessage, requiredText, stepBody } from '../step-bodies.ts';
import { clearExchange } from '../support.ts';
import type { Treat, TreatCommand } from '../types.ts';
import { requestEnded } from './ending.ts';
import { meetingRefusal } from './meeting-guards.ts';
import {
  type CommandOf,
  deciding,
  type EventFacts,
  email,
  ended,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
} from './step.ts';

type CallOff = CommandOf<TreatCommand, 'callOff'>;

export const callOffFacts = { limit: 'transition', ui: 'reason' } as const satisfies StepFacts;

export const callOffEmails = {
  meetingCalledOff: { category: 'updates', gate: 'departure' },
} as const satisfies StepEmailKinds;

export const decideCallOff: StepDecide<
  Treat,
  CallOff,
  EventOf<'MeetingCalledOff'>
> = /* @__PURE__ */ deciding(
  (state, actor) => {
    const refused = meetingRefusal(state, actor);
    if (refused) return refused;
    // Once handed over, the book is with the recipient: nothing left to call off.
    if (state.status !== 'requested') return refuse('CONFLICT', meetingMessages.alreadyHandedOver);
    return null;
  },
  (meta, command: CallOff, state) => ({
    ...meta,
    type: 'MeetingCalledOff',
    data: { reason: command.reason, requesterUid: state.requestUID ?? '' },
  }),
);

/** Open again, the reason on the line for the two members; the requester is not barred (a meeting
 * can fall through for reasons neither chose). */
export const meetingCalledOff = {
  evolve: (state, event) => endedStep(clearExchange(state), event, event.data.requesterUid),
  wait: 'ends',
  status: meetingMessages.statusCalledOff,
  line: ended(meetingMessages.calledOff),
  texts: { reason: 'parties' },
  erase: requestEnded,
  mail: (event, post) => {
    const other = event.actorUid === post.uid ? event.data.requesterUid : post.uid;
    return other ? [email('meetingCalledOff', other, event.actorName)] : [];
  },
} satisfies EventFacts<Treat, EventOf<'MeetingCalledOff'>>;

const callOff = /* @__PURE__ */ body(() => ({
  reason: noLinkInMessage(requiredText(meetingMessages.reasonRequired, MAX_LENGTH.reason)),
  expectedVersion,
}));

/** Call off: the reason, required (the other member was counting on it). */
export const callOffBody = /* @__PURE__ */ stepBody<'treat', Body<typeof callOff>>(callOff, (value) => ({
  type: 'callOff',
  reason: value.reason,
}));
