// Meeting missed (a treat handed over in person): once the agreed window is over, either member says
// the meeting did not happen. The treat reopens as after a lapse (the same path: no member is barred,
// and it counts among the lapses, impact.ts), and the other member is told.

import { endedStep, refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, stepBody, versionOnly } from '../step-bodies.ts';
import { clearExchange } from '../support.ts';
import type { Treat } from '../types.ts';
import { requestEnded } from './ending.ts';
import { agreedMeetingRefusal, over } from './meeting-guards.ts';
import {
  deciding,
  type EventFacts,
  email,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
  says,
} from './step.ts';

export const missedFacts = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;

export const missedEmails = {
  meetingMissed: { category: 'updates' },
} as const satisfies StepEmailKinds;

export const decideMissed: StepDecide<
  Treat,
  { type: 'missed' },
  EventOf<'MeetingMissed'>
> = /* @__PURE__ */ deciding(
  (state, actor, meta) => {
    const refused = agreedMeetingRefusal(state, actor);
    if (refused) return refused;
    if (!over(state, meta.at)) return refuse('CONFLICT', meetingMessages.notOverYet);
    return null;
  },
  (meta, _command, state) => ({
    ...meta,
    type: 'MeetingMissed',
    data: { requesterUid: state.requestUID ?? '' },
  }),
);

/** Open again, as a lapse leaves it. */
export const meetingMissed = {
  evolve: (state, event) => endedStep(clearExchange(state), event, event.data.requesterUid),
  wait: 'ends',
  status: meetingMessages.statusMissed,
  line: says(meetingMessages.missed),
  texts: {},
  erase: requestEnded,
  mail: (event, post) => {
    const other = event.actorUid === post.uid ? event.data.requesterUid : post.uid;
    return other ? [email('meetingMissed', other, event.actorName)] : [];
  },
} satisfies EventFacts<Treat, EventOf<'MeetingMissed'>>;

/** Missed: nothing but the version the member saw. */
export const missedBody = /* @__PURE__ */ stepBody<'treat', Body<typeof versionOnly>>(versionOnly, () => ({
  type: 'missed',
}));
