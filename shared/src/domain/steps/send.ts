// Fulfil on a wish, Ship on a treat (spec section 4): the sender says the book is on its way, with a
// message and, if they like, the parcel's carrier and tracking number.

import { accept, eventMeta, refuse, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import type { CommandOf, Step, StepDecide } from './step.ts';

type Meta = ReturnType<typeof eventMeta>;

function sending<P extends Wishlist | Treat, C, E extends EventOf<'GiftSent' | 'TreatShipped'>>(
  roles: ExchangeRoles<P>,
  event: (meta: Meta, command: C) => E,
): StepDecide<P, C, E> {
  const x = roles.texts;
  const order = (status: P['status']) => roles.statuses.indexOf(status);
  return (state, command, actor, ctx) => {
    const sender = roles.sender(state);
    if (!sender || actor.uid !== sender) return refuse('FORBIDDEN', x.onlySenderSends);
    if (order(state.status) < order(roles.readyToSend)) return refuse('CONFLICT', x.notReadyToSend);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== roles.readyToSend) return refuse('CONFLICT', x.alreadySent);
    return staleVersion(state, ctx) ?? accept(event(eventMeta(state, actor, ctx), command));
  };
}

type Fulfil = CommandOf<WishlistCommand, 'fulfil'>;
type Ship = CommandOf<TreatCommand, 'ship'>;

export const fulfil: Step<Wishlist, Fulfil, EventOf<'GiftSent'>> = {
  limit: 'transition',
  ui: 'parcel',
  decide: sending(wishlistRoles, (meta, command: Fulfil) => ({
    ...meta,
    type: 'GiftSent',
    data: {
      fulfillmentMessage: command.fulfillmentMessage,
      ...(command.parcel ? { parcel: command.parcel } : {}),
    },
  })),
};

export const ship: Step<Treat, Ship, EventOf<'TreatShipped'>> = {
  limit: 'transition',
  ui: 'parcel',
  decide: sending(treatRoles, (meta, command: Ship) => ({
    ...meta,
    type: 'TreatShipped',
    data: { shippedMessage: command.shippedMessage, ...(command.parcel ? { parcel: command.parcel } : {}) },
  })),
};
