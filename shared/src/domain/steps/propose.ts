// Propose a meeting (a treat handed over in person): the treater offers one or two public places from
// the nonprofit's list and one to three time windows; the requester picks one (steps/pick.ts). Each
// window lies within every offered place's opening hours (meet inside, while it is open).

import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { snapshotOf } from '../meeting.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, body, expectedVersion, meetingWindows, placeIds, stepBody } from '../step-bodies.ts';
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

type Propose = CommandOf<TreatCommand, 'propose'>;

export const proposeFacts = { limit: 'transition', ui: 'meetingProposal' } as const satisfies StepFacts;

export const proposeEmails = {
  meetingProposed: { category: 'turn' },
} as const satisfies StepEmailKinds;

export const decideProposeMeeting: StepDecide<
  Treat,
  Propose,
  EventOf<'MeetingProposed'>
> = /* @__PURE__ */ deciding(
  (state, actor, meta, command: Propose) => {
    const m = meetingMessages;
    const refused = meetingRefusal(state, actor);
    if (refused) return refused;
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', m.onlyTreaterProposes);
    if (state.status !== 'requested' || state.meeting?.agreed) return refuse('CONFLICT', m.alreadyAgreed);
    if (state.meeting?.proposal) return refuse('CONFLICT', m.alreadyProposed);
    // Each id must name a place of the list (the use case's read found it), not retired, in the
    // treat's own area. (Asked without a body, as the page's list of steps does, none is named yet.)
    const found = (id: string) => command.places.find((place) => place.id === id);
    const usable = (id: string) => {
      const place = found(id);
      return place !== undefined && !place.retired && place.area === state.inPersonArea;
    };
    if (!(command.placeIds ?? []).every(usable)) {
      return refuse('VALIDATION', m.placeUnknown, { placeIds: m.placeUnknown });
    }
    return windowsRefusal({ places: command.places, windows: command.windows ?? [] }, meta.at);
  },
  (meta, command: Propose) => ({
    ...meta,
    type: 'MeetingProposed',
    data: {
      meeting: {
        // In the order the treater named them.
        places: (command.placeIds ?? []).flatMap((id) =>
          command.places.filter((p) => p.id === id).map(snapshotOf),
        ),
        windows: command.windows,
      },
    },
  }),
);

/** The proposal waits for the requester's pick. */
export const meetingProposed = {
  evolve: (state, event) =>
    withStep(state, event, {
      meeting: {
        rescheduledBy: state.meeting?.rescheduledBy ?? [],
        reminded: [],
        proposal: proposalOf(event),
      },
    }),
  // The treater has answered: the request's deadline ends; either member may call it off.
  wait: 'ends',
  status: meetingMessages.statusProposed,
  // Everyone reads that a meeting was proposed; where and when are on the two members' meeting panel.
  line: says(meetingMessages.proposed),
  texts: {},
  erase: eraseProposal,
  mail: mailTheOther('meetingProposed'),
} satisfies EventFacts<Treat, EventOf<'MeetingProposed'>>;

const propose = /* @__PURE__ */ body(() => ({ placeIds, windows: meetingWindows, expectedVersion }));

/** Propose: the places' ids (the use case reads each place's snapshot) and the windows. */
export const proposeBody = /* @__PURE__ */ stepBody<'treat', Body<typeof propose>>(propose, (value) => ({
  type: 'propose',
  placeIds: value.placeIds,
  places: [],
  windows: value.windows,
}));
