// Confirm (wishes only, spec section 4): the wisher accepts the offer by sharing their address with
// the giver, while the offer waits for that answer.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { messages } from '../messages.ts';
import type { Wishlist, WishlistCommand } from '../types.ts';
import { type CommandOf, deciding, type StepDecide, type StepFacts } from './step.ts';

type Confirm = CommandOf<WishlistCommand, 'confirm'>;

export const confirmFacts = { limit: 'transition', ui: 'address' } as const satisfies StepFacts;

export const decideConfirm: StepDecide<
  Wishlist,
  Confirm,
  EventOf<'AddressShared'>
> = /* @__PURE__ */ deciding(
  (state, actor) => {
    const m = messages.wishlist;
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', m.onlyWisherConfirms);
    if (state.status === 'posted') return refuse('CONFLICT', m.notOfferedYet);
    if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
    if (state.status !== 'offered') return refuse('CONFLICT', m.addressAlreadyShared);
    return null;
  },
  (meta, command: Confirm) => ({
    ...meta,
    type: 'AddressShared',
    data: { shippingAddress: command.shippingAddress },
  }),
);
