// Propose other times (a treat handed over in person): once the meeting is agreed and before it begins,
// either member may, once, offer one to three other windows at the same place; the other picks one
// (steps/pick.ts), and until then no meeting is agreed.

import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { snapshotOf } from '../meeting.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, body, expectedVersion, meetingWindows, stepBody } from '../step-bodies.ts';
import type { Treat, TreatCommand } from '../types.ts';
import { eraseProposal, mailTheOther, meetingRefusal, proposalOf, windowsRefusal } from './meeting-guards.ts';
import {
  type CommandOf,
  deciding,
  type EventFacts,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
  says,
} from './step.ts';

type Reschedule = CommandOf<TreatCommand, 'reschedule'>;

export const rescheduleFacts = { limit: 'transition', ui: 'meetingTimes' } as const satisfies StepFacts;

export const rescheduleEmails = {
  meetingRescheduled: { category: 'turn' },
} as const satisfies StepEmailKinds;

export const decideReschedule: StepDecide<
  Treat,
  Reschedule,
  EventOf<'MeetingRescheduled'>
> = /* @__PURE__ */ deciding(
  (state, actor, meta, command: Reschedule) => {
    const m = meetingMessages;
    const refused = meetingRefusal(state, actor);
    if (refused) return refused;
    const agreed = state.meeting?.agreed;
    if (state.status !== 'requested' || !agreed) return refuse('CONFLICT', m.notAgreedYet);
    if (state.meeting?.rescheduledBy.includes(actor.uid)) return refuse('CONFLICT', m.alreadyRescheduled);
    if (meta.at >= agreed.window.start) return refuse('CONFLICT', m.meetingBegun);
    // (Asked without a body, as the page's list of steps does, no window was named yet.)
    return windowsRefusal({ places: [agreed.place], windows: command.windows ?? [] }, meta.at);
  },
  (meta, command: Reschedule, state) => ({
    ...meta,
    type: 'MeetingRescheduled',
    data: {
      meeting: {
        places: state.meeting?.agreed ? [snapshotOf(state.meeting.agreed.place)] : [],
        windows: command.windows,
      },
    },
  }),
);

/** Other times at the same place wait for the other member's pick. */
export const meetingRescheduled = {
  evolve: (state, event) =>
    withStep(state, event, {
      meeting: {
        rescheduledBy: [...(state.meeting?.rescheduledBy ?? []), event.actorUid],
        reminded: [],
        proposal: proposalOf(event),
      },
    }),
  wait: 'ends',
  status: meetingMessages.statusRescheduled,
  line: says(meetingMessages.rescheduled),
  texts: {},
  erase: eraseProposal,
  mail: mailTheOther('meetingRescheduled'),
} satisfies EventFacts<Treat, EventOf<'MeetingRescheduled'>>;

const reschedule = /* @__PURE__ */ body(() => ({ windows: meetingWindows, expectedVersion }));

/** Other times: the windows only (the place stays the agreed one). */
export const rescheduleBody = /* @__PURE__ */ stepBody<'treat', Body<typeof reschedule>>(
  reschedule,
  (value) => ({ type: 'reschedule', windows: value.windows }),
);
