// The wishlist decider (spec section 4): posted -> offered -> confirmed -> fulfilled -> closed, with
// the roles of section 6 enforced and the rules the original lacked (no self-offer, delete only while
// posted or closed, a wrong status is a Conflict with a clear text).

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
import type { Wishlist, WishlistCommand, WishlistEvent } from './types.ts';

const m = messages.wishlist;

export const decideWishlist = postDecider<Wishlist, WishlistCommand, WishlistEvent>({
  signInFor: 'offer',
  signInText: m.signInToOffer,
  notFound: m.notFound,
  post: (command, meta) => accept({ ...meta, type: 'WishPosted', data: command.input }),
  exchange: (state, command, actor, ctx) => {
    const meta = eventMeta(state, actor, ctx);
    const isWisher = actor.uid === state.uid;
    switch (command.type) {
      case 'offer': {
        if (isWisher) return refuse('FORBIDDEN', m.ownOffer);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'posted') {
          return refuse('CONFLICT', state.offerUID === actor.uid ? m.youAlreadyOffered : m.alreadyOffered);
        }
        if (endedBefore(state, actor.uid)) return refuse('CONFLICT', m.endedBefore);
        return staleVersion(state, ctx) ?? accept({ ...meta, type: 'OfferMade', data: {} });
      }
      case 'confirm': {
        if (!isWisher) return refuse('FORBIDDEN', m.onlyWisherConfirms);
        if (state.status === 'posted') return refuse('CONFLICT', m.notOfferedYet);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'offered') return refuse('CONFLICT', m.addressAlreadyShared);
        return (
          staleVersion(state, ctx) ??
          accept({ ...meta, type: 'AddressShared', data: { shippingAddress: command.shippingAddress } })
        );
      }
      case 'fulfil': {
        if (!state.offerUID || actor.uid !== state.offerUID) return refuse('FORBIDDEN', m.onlyGiverFulfils);
        if (state.status === 'offered' || state.status === 'posted')
          return refuse('CONFLICT', m.notConfirmedYet);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'confirmed') return refuse('CONFLICT', m.alreadyFulfilled);
        return (
          staleVersion(state, ctx) ??
          accept({
            ...meta,
            type: 'GiftSent',
            data: {
              fulfillmentMessage: command.fulfillmentMessage,
              ...(command.parcel ? { parcel: command.parcel } : {}),
            },
          })
        );
      }
      case 'close': {
        if (!isWisher) return refuse('FORBIDDEN', m.onlyWisherCloses);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'fulfilled') return refuse('CONFLICT', m.notFulfilledYet);
        return decideReceipt(state, command, meta, ctx);
      }
      // The giver steps back before the address is shared.
      case 'withdraw': {
        // Posted: no giver to be (a second click after withdrawing lands here).
        if (state.status === 'posted' || !state.offerUID) return refuse('CONFLICT', m.noOfferNow);
        if (actor.uid !== state.offerUID) return refuse('FORBIDDEN', m.onlyGiverWithdraws);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status !== 'offered') return refuse('CONFLICT', m.tooLateToWithdraw);
        return (
          staleVersion(state, ctx) ??
          accept({ ...meta, type: 'OfferWithdrawn', data: { reason: command.reason } })
        );
      }
      // The wisher says no to this offer before sharing the address.
      case 'decline': {
        if (!isWisher) return refuse('FORBIDDEN', m.onlyWisherDeclines);
        if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
        if (state.status === 'posted' || !state.offerUID) return refuse('CONFLICT', m.notOfferedYet);
        if (state.status !== 'offered') return refuse('CONFLICT', m.tooLateToDecline);
        return (
          staleVersion(state, ctx) ??
          accept({
            ...meta,
            type: 'OfferDeclined',
            data: { reason: command.reason, giverUid: state.offerUID },
          })
        );
      }
    }
  },
});

export function evolveWishlist(state: Wishlist | null, event: WishlistEvent): Wishlist {
  if (event.type === 'WishPosted') {
    if (state) throw new Error(`WishPosted on existing wishlist ${event.postId}`);
    return {
      kind: 'wishlist',
      id: event.postId,
      uid: event.actorUid,
      userDisplayName: event.actorName,
      ...event.data,
      status: 'posted',
      fulfilled: false,
      closed: false,
      createdAt: Math.floor(event.at / 1000),
      version: event.seq,
      history: [historyStep(event)],
    };
  }
  if (!state) throw new Error(`${event.type} before WishPosted on ${event.postId}`);
  switch (event.type) {
    case 'OfferMade':
      return withStep(state, event, {
        status: 'offered',
        offerUID: event.actorUid,
        offerDisplayName: event.actorName,
      });
    case 'AddressShared':
      return withStep(state, event, { status: 'confirmed', shippingAddress: event.data.shippingAddress });
    case 'GiftSent':
      return withStep(state, event, {
        status: 'fulfilled',
        fulfilled: true,
        fulfillmentMessage: event.data.fulfillmentMessage,
        ...(event.data.parcel ? { parcel: event.data.parcel } : {}),
      });
    case 'OfferWithdrawn':
      return endedStep(clearExchange(state), event, event.actorUid);
    case 'OfferDeclined':
      return endedStep(clearExchange(state), event, event.data.giverUid);
    case 'OfferLapsed':
    case 'GiftLapsed':
      return endedStep(clearExchange(state), event, event.data.giverUid);
    default:
      return evolveShared(state, event);
  }
}
