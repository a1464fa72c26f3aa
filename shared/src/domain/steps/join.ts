// Offer on a wish, Request on a treat (spec section 4): any member but the owner joins an open post,
// once, unless their earlier exchange on it ended (a volunteer may reopen it for them).

import { accept, endedBefore, eventMeta, refuse, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import type { CommandOf, Step, StepDecide } from './step.ts';

type Meta = ReturnType<typeof eventMeta>;

function joining<P extends Wishlist | Treat, C, E extends EventOf<'OfferMade' | 'TreatRequested'>>(
  roles: ExchangeRoles<P>,
  event: (meta: Meta, command: C) => E,
): StepDecide<P, C, E> {
  const x = roles.texts;
  return (state, command, actor, ctx) => {
    if (actor.uid === state.uid) return refuse('FORBIDDEN', x.ownJoin);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== 'posted') {
      return refuse('CONFLICT', roles.party(state) === actor.uid ? x.youAlreadyJoined : x.alreadyJoined);
    }
    if (endedBefore(state, actor.uid)) return refuse('CONFLICT', x.endedBefore);
    return staleVersion(state, ctx) ?? accept(event(eventMeta(state, actor, ctx), command));
  };
}

export const offer: Step<Wishlist, CommandOf<WishlistCommand, 'offer'>, EventOf<'OfferMade'>> = {
  limit: 'transition',
  ui: 'button',
  decide: joining(wishlistRoles, (meta) => ({ ...meta, type: 'OfferMade', data: {} })),
};

export const request: Step<Treat, CommandOf<TreatCommand, 'request'>, EventOf<'TreatRequested'>> = {
  limit: 'transition',
  ui: 'request',
  decide: joining(treatRoles, (meta, command: CommandOf<TreatCommand, 'request'>) => ({
    ...meta,
    type: 'TreatRequested',
    data: { shippingAddress: command.shippingAddress, requestMessage: command.requestMessage },
  })),
};
