// Decline (spec section 4): the owner says no to the member who joined, before answering them, with
// an optional reason that member reads.

import { accept, eventMeta, refuse, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import type { CommandOf, Step } from './step.ts';

type Meta = ReturnType<typeof eventMeta>;
type Decline = { type: 'decline'; reason: string };

function declining<P extends Wishlist | Treat, E extends EventOf<'OfferDeclined' | 'RequestDeclined'>>(
  roles: ExchangeRoles<P>,
  event: (meta: Meta, reason: string, party: string) => E,
): Step<P, Decline, E> {
  const x = roles.texts;
  return {
    limit: 'transition',
    ui: 'reason',
    decide: (state, command, actor, ctx) => {
      const party = roles.party(state);
      if (actor.uid !== state.uid) return refuse('FORBIDDEN', x.onlyOwnerDeclines);
      if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
      if (state.status === 'posted' || !party) return refuse('CONFLICT', x.notJoinedYet);
      if (state.status !== roles.joined) return refuse('CONFLICT', x.tooLateToDecline);
      return staleVersion(state, ctx) ?? accept(event(eventMeta(state, actor, ctx), command.reason, party));
    },
  };
}

export const declineOffer: Step<
  Wishlist,
  CommandOf<WishlistCommand, 'decline'>,
  EventOf<'OfferDeclined'>
> = declining(wishlistRoles, (meta, reason, giverUid) => ({
  ...meta,
  type: 'OfferDeclined',
  data: { reason, giverUid },
}));
export const declineRequest: Step<
  Treat,
  CommandOf<TreatCommand, 'decline'>,
  EventOf<'RequestDeclined'>
> = declining(treatRoles, (meta, reason, requesterUid) => ({
  ...meta,
  type: 'RequestDeclined',
  data: { reason, requesterUid },
}));
