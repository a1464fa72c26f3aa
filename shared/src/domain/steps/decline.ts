// Decline (spec section 4): the owner says no to the member who joined, before answering them, with
// an optional reason that member reads.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Actor, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import { type CommandOf, deciding, type Step } from './step.ts';

const refusal =
  <P extends Wishlist | Treat>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', x.onlyOwnerDeclines);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status === 'posted' || !roles.party(state)) return refuse('CONFLICT', x.notJoinedYet);
    if (state.status !== roles.joined) return refuse('CONFLICT', x.tooLateToDecline);
    return null;
  };

type Decline = CommandOf<WishlistCommand | TreatCommand, 'decline'>;

export const declineOffer: Step<Wishlist, Decline, EventOf<'OfferDeclined'>> = {
  limit: 'transition',
  ui: 'reason',
  // The giver's uid stays on the line so the reason stays readable to them once the offer is cleared.
  decide: deciding(refusal(wishlistRoles), (meta, command: Decline, state) => ({
    ...meta,
    type: 'OfferDeclined',
    data: { reason: command.reason, giverUid: state.offerUID ?? '' },
  })),
};

export const declineRequest: Step<Treat, Decline, EventOf<'RequestDeclined'>> = {
  limit: 'transition',
  ui: 'reason',
  decide: deciding(refusal(treatRoles), (meta, command: Decline, state) => ({
    ...meta,
    type: 'RequestDeclined',
    data: { reason: command.reason, requesterUid: state.requestUID ?? '' },
  })),
};
