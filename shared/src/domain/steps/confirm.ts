// Confirm (wishes only, spec section 4): the wisher accepts the offer by sharing their address with
// the giver, while the offer waits for that answer.

import { accept, eventMeta, refuse, staleVersion } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { messages } from '../messages.ts';
import type { Wishlist, WishlistCommand } from '../types.ts';
import type { CommandOf, Step } from './step.ts';

export const confirm: Step<Wishlist, CommandOf<WishlistCommand, 'confirm'>, EventOf<'AddressShared'>> = {
  limit: 'transition',
  ui: 'address',
  decide: (state, command, actor, ctx) => {
    const m = messages.wishlist;
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', m.onlyWisherConfirms);
    if (state.status === 'posted') return refuse('CONFLICT', m.notOfferedYet);
    if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
    if (state.status !== 'offered') return refuse('CONFLICT', m.addressAlreadyShared);
    return (
      staleVersion(state, ctx) ??
      accept({
        ...eventMeta(state, actor, ctx),
        type: 'AddressShared',
        data: { shippingAddress: command.shippingAddress },
      })
    );
  },
};
