// Offer on a wish, Request on a treat (spec section 4): any member but the owner joins an open post,
// once, unless their earlier exchange on it ended (a volunteer may reopen it for them).

import { endedBefore, refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Actor, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import { type CommandOf, deciding, type StepDecide, type StepFacts } from './step.ts';

const refusal =
  <P extends Wishlist | Treat>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    if (actor.uid === state.uid) return refuse('FORBIDDEN', x.ownJoin);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== 'posted') {
      return refuse('CONFLICT', roles.party(state) === actor.uid ? x.youAlreadyJoined : x.alreadyJoined);
    }
    if (endedBefore(state, actor.uid)) return refuse('CONFLICT', x.endedBefore);
    return null;
  };

export const offerFacts = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;

export const decideOffer: StepDecide<
  Wishlist,
  CommandOf<WishlistCommand, 'offer'>,
  EventOf<'OfferMade'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(wishlistRoles), (meta) => ({
  ...meta,
  type: 'OfferMade',
  data: {},
}));

export const requestFacts = { limit: 'transition', ui: 'request' } as const satisfies StepFacts;

type Request = CommandOf<TreatCommand, 'request'>;

export const decideRequest: StepDecide<Treat, Request, EventOf<'TreatRequested'>> = /* @__PURE__ */ deciding(
  /* @__PURE__ */ refusal(treatRoles),
  (meta, command: Request) => ({
    ...meta,
    type: 'TreatRequested',
    data: { shippingAddress: command.shippingAddress, requestMessage: command.requestMessage },
  }),
);
