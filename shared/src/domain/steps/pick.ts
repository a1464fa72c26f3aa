// Pick a meeting (a treat handed over in person): the member who did not make the proposal chooses
// one of its places and one of its windows; both then see the place, the time and the other's first
// name, and are reminded the day before and two hours before (timers.ts).

import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, body, choice, expectedVersion, stepBody } from '../step-bodies.ts';
import type { Treat, TreatCommand } from '../types.ts';
import { mailTheOther, meetingRefusal } from './meeting-guards.ts';
import {
  type CommandOf,
  deciding,
  type EventFacts,
  keep,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
  says,
} from './step.ts';

type Pick = CommandOf<TreatCommand, 'pick'>;

export const pickFacts = { limit: 'transition', ui: 'meetingPick' } as const satisfies StepFacts;

export const pickEmails = {
  meetingAgreed: { category: 'updates' },
} as const satisfies StepEmailKinds;

export const decidePickMeeting: StepDecide<Treat, Pick, EventOf<'MeetingPicked'>> = /* @__PURE__ */ deciding(
  (state, actor, meta, command: Pick) => {
    const m = meetingMessages;
    const refused = meetingRefusal(state, actor);
    if (refused) return refused;
    const proposal = state.meeting?.proposal;
    if (!proposal) return refuse('CONFLICT', state.meeting?.agreed ? m.alreadyAgreed : m.nothingToPick);
    if (proposal.by === actor.uid) return refuse('FORBIDDEN', m.otherPicks);
    // Asked without a body (the page's list of steps), nothing is chosen yet: the step is open.
    if (command.place === undefined && command.window === undefined) return null;
    const window = proposal.windows[command.window];
    if (!proposal.places[command.place] || !window) {
      return refuse('VALIDATION', m.pickOne, { window: m.pickOne });
    }
    if (window.start <= meta.at) return refuse('VALIDATION', m.windowPast, { window: m.windowPast });
    return null;
  },
  (meta, command: Pick) => ({
    ...meta,
    type: 'MeetingPicked',
    data: { place: command.place, window: command.window },
  }),
);

/** The place and window are agreed: the reminders start over for this window. */
export const meetingPicked = {
  evolve: (state, event) => {
    const proposal = state.meeting?.proposal;
    const place = proposal?.places[event.data.place];
    const window = proposal?.windows[event.data.window];
    return withStep(state, event, {
      meeting: {
        rescheduledBy: state.meeting?.rescheduledBy ?? [],
        reminded: [],
        // A proposal erased since (a member left) leaves nothing to agree on.
        ...(place && window ? { agreed: { place, window } } : {}),
      },
    });
  },
  // Nobody's deadline: the meeting's reminders are its own (timers.ts).
  wait: 'ends',
  status: meetingMessages.statusAgreed,
  line: says(meetingMessages.agreed),
  texts: {},
  // The indexes say nothing without the proposal, which erasure blanks.
  erase: keep,
  mail: mailTheOther('meetingAgreed'),
} satisfies EventFacts<Treat, EventOf<'MeetingPicked'>>;

const pick = /* @__PURE__ */ body(() => ({ place: choice, window: choice, expectedVersion }));

/** Pick: the indexes of the place and the window chosen in the proposal the member saw. */
export const pickBody = /* @__PURE__ */ stepBody<'treat', Body<typeof pick>>(pick, (value) => ({
  type: 'pick',
  place: value.place,
  window: value.window,
}));
