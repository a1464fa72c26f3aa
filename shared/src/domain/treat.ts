// The treat decider (spec section 4): posted -> requested -> shipped -> closed, with the roles of
// section 6 and the rules the original lacked (no self-request, delete only while posted or closed, a
// wrong status is a Conflict with a clear text).

import { accept, endedStep, historyStep, withStep } from './decision.ts';
import { messages } from './messages.ts';
import { evolveShared, postDecider } from './post-decider.ts';
import { type ExchangeCommand, steps } from './steps/index.ts';
import type { StepDecide } from './steps/step.ts';
import { clearExchange } from './support.ts';
import type { Treat, TreatCommand, TreatEvent } from './types.ts';

const m = messages.treat;

export const decideTreat = postDecider<Treat, TreatCommand, TreatEvent>({
  signInFor: 'request',
  signInText: m.signInToRequest,
  notFound: m.notFound,
  post: (command, meta) => accept({ ...meta, type: 'TreatPosted', data: command.input }),
  // Each exchange command is decided by its step (steps/): the registry holds one for every command.
  exchange: (state, command, actor, ctx) =>
    (steps.treat[command.type].decide as StepDecide<Treat, ExchangeCommand<TreatCommand>, TreatEvent>)(
      state,
      command,
      actor,
      ctx,
    ),
});

export function evolveTreat(state: Treat | null, event: TreatEvent): Treat {
  if (event.type === 'TreatPosted') {
    if (state) throw new Error(`TreatPosted on existing treat ${event.postId}`);
    return {
      kind: 'treat',
      id: event.postId,
      uid: event.actorUid,
      userDisplayName: event.actorName,
      ...event.data,
      status: 'posted',
      requested: false,
      closed: false,
      createdAt: Math.floor(event.at / 1000),
      version: event.seq,
      history: [historyStep(event)],
    };
  }
  if (!state) throw new Error(`${event.type} before TreatPosted on ${event.postId}`);
  switch (event.type) {
    case 'TreatRequested':
      return withStep(state, event, {
        status: 'requested',
        requested: true,
        requestUID: event.actorUid,
        requestDisplayName: event.actorName,
        shippingAddress: event.data.shippingAddress,
        requestMessage: event.data.requestMessage,
      });
    case 'TreatShipped':
      return withStep(state, event, {
        status: 'shipped',
        shippedMessage: event.data.shippedMessage,
        ...(event.data.parcel ? { parcel: event.data.parcel } : {}),
      });
    case 'RequestWithdrawn':
      return endedStep(clearExchange(state), event, event.actorUid);
    case 'RequestDeclined':
      return endedStep(clearExchange(state), event, event.data.requesterUid);
    case 'RequestLapsed':
      return endedStep(clearExchange(state), event, event.data.requesterUid);
    default:
      return evolveShared(state, event);
  }
}
