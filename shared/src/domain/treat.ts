// The treat decider (spec section 4): posted -> requested -> shipped -> closed, with the roles of
// section 6 and the rules the original lacked (no self-request, delete only while posted or closed, a
// wrong status is a Conflict with a clear text).

import {
  accept,
  endedBefore,
  endedStep,
  eventMeta,
  historyStep,
  refuse,
  staleVersion,
  withStep,
} from './decision.ts';
import { messages } from './messages.ts';
import { decideReceipt, evolveShared, postDecider } from './post-decider.ts';
import { clearExchange } from './support.ts';
import type { Treat, TreatCommand, TreatEvent } from './types.ts';

const m = messages.treat;

export const decideTreat = postDecider<Treat, TreatCommand, TreatEvent>({
  signInFor: 'request',
  signInText: m.signInToRequest,
  notFound: m.notFound,
  post: (command, meta) => accept({ ...meta, type: 'TreatPosted', data: command.input }),
  exchange: (state, command, actor, ctx) => {
    const meta = eventMeta(state, actor, ctx);
    const isTreater = actor.uid === state.uid;
    switch (command.type) {
      case 'request': {
        if (isTreater) return refuse('FORBIDDEN', m.ownRequest);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'posted') {
          return refuse(
            'CONFLICT',
            state.requestUID === actor.uid ? m.youAlreadyRequested : m.alreadyRequested,
          );
        }
        if (endedBefore(state, actor.uid)) return refuse('CONFLICT', m.endedBefore);
        return (
          staleVersion(state, ctx) ??
          accept({
            ...meta,
            type: 'TreatRequested',
            data: { shippingAddress: command.shippingAddress, requestMessage: command.requestMessage },
          })
        );
      }
      case 'ship': {
        if (!isTreater) return refuse('FORBIDDEN', m.onlyTreaterShips);
        if (state.status === 'posted') return refuse('CONFLICT', m.notRequestedYet);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'requested') return refuse('CONFLICT', m.alreadyShipped);
        return (
          staleVersion(state, ctx) ??
          accept({
            ...meta,
            type: 'TreatShipped',
            data: {
              shippedMessage: command.shippedMessage,
              ...(command.parcel ? { parcel: command.parcel } : {}),
            },
          })
        );
      }
      case 'close': {
        if (!state.requestUID || actor.uid !== state.requestUID)
          return refuse('FORBIDDEN', m.onlyRequesterCloses);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'shipped') return refuse('CONFLICT', m.notShippedYet);
        return decideReceipt(state, command, meta, ctx);
      }
      // The requester steps back before the book is shipped.
      case 'withdraw': {
        // Posted: no requester to be (a second click after withdrawing lands here).
        if (state.status === 'posted' || !state.requestUID) return refuse('CONFLICT', m.noRequestNow);
        if (actor.uid !== state.requestUID) return refuse('FORBIDDEN', m.onlyRequesterWithdraws);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'requested') return refuse('CONFLICT', m.tooLateToWithdraw);
        return (
          staleVersion(state, ctx) ??
          accept({ ...meta, type: 'RequestWithdrawn', data: { reason: command.reason } })
        );
      }
      // The treater says no to this request before shipping.
      case 'decline': {
        if (!isTreater) return refuse('FORBIDDEN', m.onlyTreaterDeclines);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status === 'posted' || !state.requestUID) return refuse('CONFLICT', m.notRequestedYet);
        if (state.status !== 'requested') return refuse('CONFLICT', m.tooLateToDecline);
        return (
          staleVersion(state, ctx) ??
          accept({
            ...meta,
            type: 'RequestDeclined',
            data: { reason: command.reason, requesterUid: state.requestUID },
          })
        );
      }
    }
  },
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
