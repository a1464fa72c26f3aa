// Withdraw (spec section 4): the member who joined steps back while the owner has not answered yet,
// with an optional reason the owner reads.

import { accept, eventMeta, refuse, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import type { CommandOf, Step } from './step.ts';

type Withdrawn = EventOf<'OfferWithdrawn' | 'RequestWithdrawn'>;

function withdrawing<P extends Wishlist | Treat, E extends Withdrawn>(
  roles: ExchangeRoles<P>,
  event: (meta: ReturnType<typeof eventMeta>, reason: string) => E,
): Step<P, { type: 'withdraw'; reason: string }, E> {
  const x = roles.texts;
  return {
    limit: 'transition',
    ui: 'reason',
    decide: (state, command, actor, ctx) => {
      const party = roles.party(state);
      // Posted: nobody to step back (a second click after withdrawing lands here).
      if (state.status === 'posted' || !party) return refuse('CONFLICT', x.noneJoined);
      if (actor.uid !== party) return refuse('FORBIDDEN', x.onlyPartyWithdraws);
      if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
      if (state.status !== roles.joined) return refuse('CONFLICT', x.tooLateToWithdraw);
      return staleVersion(state, ctx) ?? accept(event(eventMeta(state, actor, ctx), command.reason));
    },
  };
}

export const withdrawOffer: Step<
  Wishlist,
  CommandOf<WishlistCommand, 'withdraw'>,
  EventOf<'OfferWithdrawn'>
> = withdrawing(wishlistRoles, (meta, reason) => ({
  ...meta,
  type: 'OfferWithdrawn',
  data: { reason },
}));
export const withdrawRequest: Step<
  Treat,
  CommandOf<TreatCommand, 'withdraw'>,
  EventOf<'RequestWithdrawn'>
> = withdrawing(treatRoles, (meta, reason) => ({
  ...meta,
  type: 'RequestWithdrawn',
  data: { reason },
}));
