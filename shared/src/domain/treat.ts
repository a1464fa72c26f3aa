// The treat decider (spec section 4): posted -> requested -> shipped -> closed, with the roles of
// section 6 and the rules the original lacked (no self-request, delete only while posted or closed, a
// wrong status is a Conflict with a clear text).

import { accept, endedStep, withStep } from './decision.ts';
import { openedPost, postDecider, postEvolver } from './post-decider.ts';
import { stepDecisions, stepEvolvers } from './steps/index.ts';
import { treatRoles } from './steps/roles.ts';
import { clearExchange } from './support.ts';
import type { Treat, TreatCommand, TreatEvent } from './types.ts';

export const decideTreat = /* @__PURE__ */ postDecider<Treat, TreatCommand, TreatEvent>(
  treatRoles,
  stepDecisions.treat,
  (command, meta) => accept({ ...meta, type: 'TreatPosted', data: command.input }),
);

export const evolveTreat = /* @__PURE__ */ postEvolver<Treat, TreatEvent, 'TreatPosted'>(
  'TreatPosted',
  (event) => {
    // The offer to hand over in person is folded to its area (null: post only).
    const { handover, ...fields } = event.data;
    return {
      kind: 'treat',
      ...openedPost(event),
      ...fields,
      inPersonArea: handover?.area ?? null,
      requested: false,
    };
  },
  // A pure call, so a bundle that never evolves a post drops it (as waitEffects in timers.ts).
  /* @__PURE__ */ (() => ({
    RequestLapsed: (state, event) => {
      const next = endedStep(clearExchange(state), event, event.data.requesterUid);
      // The line keeps that it was in person: the meeting that said so is cleared with the exchange.
      const line = next.history.at(-1);
      if (event.data.inPerson && line?.ended) line.ended.inPerson = true;
      return next;
    },
    // A meeting's reminder went (timers.ts): recorded so it goes once for this window.
    MeetingReminderSent: (state, event) =>
      withStep(state, event, {
        ...(state.meeting
          ? { meeting: { ...state.meeting, reminded: [...state.meeting.reminded, event.data.reminder] } }
          : {}),
      }),
    // Each step's own event says the state it makes (steps/).
    .../* @__PURE__ */ stepEvolvers('treat'),
  }))(),
);
