// Handed over (a treat handed over in person): once the agreed meeting has begun, either member says
// the book changed hands; the recipient is then asked for Book Received and the thank-you, as after a
// parcel (the recipient may also press Book Received at once: steps/close.ts).

import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages } from '../messages.ts';
import { type Body, stepBody, versionOnly } from '../step-bodies.ts';
import type { Treat } from '../types.ts';
import { agreedMeetingRefusal, begun, mailTheOther } from './meeting-guards.ts';
import {
  deciding,
  type EventFacts,
  keep,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
  says,
} from './step.ts';

export const handedOverFacts = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;

export const handedOverEmails = {
  handedOver: { category: 'turn' },
} as const satisfies StepEmailKinds;

export const decideHandedOver: StepDecide<
  Treat,
  { type: 'handedOver' },
  EventOf<'HandedOver'>
> = /* @__PURE__ */ deciding(
  (state, actor, meta) => {
    const refused = agreedMeetingRefusal(state, actor);
    if (refused) return refused;
    if (!begun(state, meta.at)) return refuse('CONFLICT', meetingMessages.notBegunYet);
    return null;
  },
  (meta) => ({ ...meta, type: 'HandedOver', data: {} }),
);

/** The book is with the recipient: as shipped, waiting for Book Received. */
export const handedOver = {
  evolve: (state, event) => withStep(state, event, { status: 'shipped' }),
  wait: { starts: 'confirmReceipt', by: 'party' },
  status: meetingMessages.statusHandedOver,
  line: says(meetingMessages.handedOver),
  texts: {},
  erase: keep,
  // The recipient is asked for Book Received; the treater, if the recipient said it, hears so.
  mail: mailTheOther('handedOver'),
} satisfies EventFacts<Treat, EventOf<'HandedOver'>>;

/** Handed over: nothing but the version the member saw. */
export const handedOverBody = /* @__PURE__ */ stepBody<'treat', Body<typeof versionOnly>>(
  versionOnly,
  () => ({
    type: 'handedOver',
  }),
);
