// Fulfil on a wish, Ship on a treat (spec section 4): the sender says the book is on its way, with a
// message and, if they like, the parcel's carrier and tracking number.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Actor, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import { type CommandOf, deciding, type StepDecide, type StepFacts } from './step.ts';

const refusal =
  <P extends Wishlist | Treat>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    const order = (status: P['status']) => roles.statuses.indexOf(status);
    const sender = roles.sender(state);
    if (!sender || actor.uid !== sender) return refuse('FORBIDDEN', x.onlySenderSends);
    if (order(state.status) < order(roles.readyToSend)) return refuse('CONFLICT', x.notReadyToSend);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== roles.readyToSend) return refuse('CONFLICT', x.alreadySent);
    return null;
  };

type Fulfil = CommandOf<WishlistCommand, 'fulfil'>;
type Ship = CommandOf<TreatCommand, 'ship'>;

/** Fulfil and Ship: a form with the message and the parcel. */
export const sendFacts = { limit: 'transition', ui: 'parcel' } as const satisfies StepFacts;

export const decideFulfil: StepDecide<Wishlist, Fulfil, EventOf<'GiftSent'>> = /* @__PURE__ */ deciding(
  /* @__PURE__ */ refusal(wishlistRoles),
  (meta, command: Fulfil) => ({
    ...meta,
    type: 'GiftSent',
    data: {
      fulfillmentMessage: command.fulfillmentMessage,
      ...(command.parcel ? { parcel: command.parcel } : {}),
    },
  }),
);

export const decideShip: StepDecide<Treat, Ship, EventOf<'TreatShipped'>> = /* @__PURE__ */ deciding(
  /* @__PURE__ */ refusal(treatRoles),
  (meta, command: Ship) => ({
    ...meta,
    type: 'TreatShipped',
    data: { shippedMessage: command.shippedMessage, ...(command.parcel ? { parcel: command.parcel } : {}) },
  }),
);
