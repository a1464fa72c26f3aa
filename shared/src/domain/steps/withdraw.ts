// Withdraw (spec section 4): the member who joined steps back while the owner has not answered yet,
// with an optional reason the owner reads.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { timelineMessages } from '../messages.ts';
import { reasonStep } from '../step-bodies.ts';
import type { Actor, PostKind, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { endsExchange, requestEnded } from './ending.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import {
  type CommandOf,
  deciding,
  type EventFacts,
  email,
  ended,
  keep,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
} from './step.ts';

const refusal =
  <P extends Wishlist | Treat>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    const party = roles.party(state);
    // Posted: nobody to step back (a second click after withdrawing lands here).
    if (state.status === 'posted' || !party) return refuse('CONFLICT', x.noneJoined);
    if (actor.uid !== party) return refuse('FORBIDDEN', x.onlyPartyWithdraws);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== roles.joined) return refuse('CONFLICT', x.tooLateToWithdraw);
    return null;
  };

type Withdraw = CommandOf<WishlistCommand | TreatCommand, 'withdraw'>;

export const withdrawFacts = { limit: 'transition', ui: 'reason' } as const satisfies StepFacts;

export const decideWithdrawOffer: StepDecide<
  Wishlist,
  Withdraw,
  EventOf<'OfferWithdrawn'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(wishlistRoles), (meta, command: Withdraw) => ({
  ...meta,
  type: 'OfferWithdrawn',
  data: { reason: command.reason },
}));

export const decideWithdrawRequest: StepDecide<
  Treat,
  Withdraw,
  EventOf<'RequestWithdrawn'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(treatRoles), (meta, command: Withdraw) => ({
  ...meta,
  type: 'RequestWithdrawn',
  data: { reason: command.reason },
}));

const t = timelineMessages;

/** The giver stepped back: the wish is open again, the wisher reads the reason. */
/** An exchange that ends is news, not a step to take; the departures' gate folds a looping member's. */
export const withdrawEmails = {
  offerWithdrawn: { category: 'updates', gate: 'departure' },
  requestWithdrawn: { category: 'updates', gate: 'departure' },
} as const satisfies StepEmailKinds;

export const offerWithdrawn = {
  ...endsExchange<Wishlist, EventOf<'OfferWithdrawn'>>((event) => event.actorUid),
  status: t.statusOfferWithdrawn,
  line: ended(t.offerWithdrawn),
  erase: keep,
  mail: (event, post) => [email('offerWithdrawn', post.uid, event.actorName)],
} satisfies EventFacts<Wishlist, EventOf<'OfferWithdrawn'>>;

/** The requester stepped back: the treat is open again, the treater reads the reason. */
export const requestWithdrawn = {
  ...endsExchange<Treat, EventOf<'RequestWithdrawn'>>((event) => event.actorUid),
  status: t.statusRequestWithdrawn,
  line: ended(t.requestWithdrawn),
  erase: requestEnded,
  mail: (event, post) => [email('requestWithdrawn', post.uid, event.actorName)],
} satisfies EventFacts<Treat, EventOf<'RequestWithdrawn'>>;

/** Withdraw: an optional reason. */
export const withdrawBody = <K extends PostKind>() => reasonStep<K>('withdraw');
