// Confirm (wishes only, spec section 4): the wisher accepts the offer by sharing their address with
// the giver, while the offer waits for that answer.

import { MAX_LENGTH } from '../constants.ts';
import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { timelineMessages, wishlistMessages } from '../messages.ts';
import { type Body, body, expectedVersion, requiredText, stepBody } from '../step-bodies.ts';
import type { Wishlist, WishlistCommand } from '../types.ts';
import {
  type CommandOf,
  capitalise,
  deciding,
  type EventFacts,
  email,
  joined,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
} from './step.ts';

type Confirm = CommandOf<WishlistCommand, 'confirm'>;

export const confirmFacts = { limit: 'transition', ui: 'address' } as const satisfies StepFacts;

export const decideConfirm: StepDecide<
  Wishlist,
  Confirm,
  EventOf<'AddressShared'>
> = /* @__PURE__ */ deciding(
  (state, actor) => {
    const m = wishlistMessages;
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

const t = timelineMessages;

/** The wisher's address reaches the giver, who is asked to send the book. */
export const confirmEmails = { addressShared: { category: 'turn' } } as const satisfies StepEmailKinds;

export const addressShared = {
  evolve: (state, event) =>
    withStep(state, event, { status: 'confirmed', shippingAddress: event.data.shippingAddress }),
  wait: { starts: 'sendGift', by: 'party' },
  status: capitalise('confirmed'),
  line: ({ step, role, post, address }) => {
    step.text =
      role === 'giver' && post.status === 'confirmed'
        ? t.giverInstruction
        : role === 'owner'
          ? t.wisherAddressShared
          : t.waitingForGift;
    address();
  },
  texts: {},
  erase: (event, { mine }) => {
    if (mine) event.data = { shippingAddress: '' };
  },
  mail: (event, post) => {
    const giver = joined(post, event.seq);
    return giver ? [email('addressShared', giver.uid, post.userDisplayName)] : [];
  },
} satisfies EventFacts<Wishlist, EventOf<'AddressShared'>>;

const confirm = /* @__PURE__ */ body(() => ({
  shippingAddress: requiredText(wishlistMessages.addressRequired, MAX_LENGTH.address),
  expectedVersion,
}));

/** Confirm: the wisher's address. */
export const confirmBody = /* @__PURE__ */ stepBody<'wishlist', Body<typeof confirm>>(confirm, (value) => ({
  type: 'confirm',
  shippingAddress: value.shippingAddress,
}));
