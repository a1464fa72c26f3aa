// The wishlist decider (spec section 4): posted -> offered -> confirmed -> fulfilled -> closed, with
// the roles of section 6 enforced and the rules the original lacked (no self-offer, delete only while
// posted or closed, a wrong status is a Conflict with a clear text).

import { accept, endedStep, historyStep, withStep } from './decision.ts';
import { messages } from './messages.ts';
import { evolveShared, postDecider } from './post-decider.ts';
import { type ExchangeCommand, steps } from './steps/index.ts';
import type { StepDecide } from './steps/step.ts';
import { clearExchange } from './support.ts';
import type { Wishlist, WishlistCommand, WishlistEvent } from './types.ts';

const m = messages.wishlist;

export const decideWishlist = postDecider<Wishlist, WishlistCommand, WishlistEvent>({
  signInFor: 'offer',
  signInText: m.signInToOffer,
  notFound: m.notFound,
  post: (command, meta) => accept({ ...meta, type: 'WishPosted', data: command.input }),
  // Each exchange command is decided by its step (steps/): the registry holds one for every command.
  exchange: (state, command, actor, ctx) =>
    (
      steps.wishlist[command.type].decide as StepDecide<
        Wishlist,
        ExchangeCommand<WishlistCommand>,
        WishlistEvent
      >
    )(state, command, actor, ctx),
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
