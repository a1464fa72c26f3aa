// Fulfil on a wish, Ship on a treat (spec section 4): the sender says the book is on its way, with a
// message and, if they like, the parcel's carrier and tracking number.

import { MAX_LENGTH } from '../constants.ts';
import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages, timelineMessages, wishlistMessages } from '../messages.ts';
import {
  type Body,
  body,
  carrier,
  expectedVersion,
  noLinkInMessage,
  optionalText,
  parcelOf,
  parcelRule,
  requiredText,
  stepBody,
  TYPED_NUMBER_MAX,
} from '../step-bodies.ts';
import type { Actor, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
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
    // In person there is no parcel: the treater proposes where and when to meet instead.
    if (state.kind === 'treat' && state.meeting)
      return refuse('CONFLICT', meetingMessages.inPersonNoShipping);
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

const t = timelineMessages;

/** The email says a tracking number was added, never the number. */
const tracked = (parcel: unknown) => (parcel ? { tracked: true as const } : {});

export const sendEmails = {
  giftSent: { category: 'turn' },
  treatShipped: { category: 'turn' },
} as const satisfies StepEmailKinds;

/** The gift is on its way: the wisher is asked to press Book Received once it arrives. */
export const giftSent = {
  evolve: (state, event) =>
    withStep(state, event, {
      status: 'fulfilled',
      fulfilled: true,
      fulfillmentMessage: event.data.fulfillmentMessage,
      ...(event.data.parcel ? { parcel: event.data.parcel } : {}),
    }),
  wait: { starts: 'confirmReceipt', by: 'owner' },
  status: capitalise('fulfilled'),
  line: ({ step, post, privateText }) => {
    step.text = t.giftSent;
    privateText('fulfillmentMessage', t.labels.fulfillmentMessage, (post as Wishlist).fulfillmentMessage);
  },
  texts: { fulfillmentMessage: 'parties' },
  // The parcel goes with the giver's words.
  erase: (event, { mine }) => {
    if (mine) event.data = { fulfillmentMessage: event.data.fulfillmentMessage };
  },
  mail: (event, post) => [{ ...email('giftSent', post.uid, event.actorName), ...tracked(event.data.parcel) }],
} satisfies EventFacts<Wishlist, EventOf<'GiftSent'>>;

/** The treat is on its way: the requester is asked to press Book Received once it arrives. */
export const treatShipped = {
  evolve: (state, event) =>
    withStep(state, event, {
      status: 'shipped',
      shippedMessage: event.data.shippedMessage,
      ...(event.data.parcel ? { parcel: event.data.parcel } : {}),
    }),
  wait: { starts: 'confirmReceipt', by: 'party' },
  status: capitalise('shipped'),
  line: ({ step, post, privateText }) => {
    step.text = t.onTheWay;
    privateText('shippedMessage', t.labels.shippedMessage, (post as Treat).shippedMessage);
  },
  texts: { shippedMessage: 'parties' },
  // The parcel goes with the treater's words, and, since its tracking page shows where the requester
  // lives, with the requester's address.
  erase: (event, { mine, requester, uid }) => {
    if (mine || requester === uid) event.data = { shippedMessage: event.data.shippedMessage };
  },
  mail: (event, post) => {
    const requester = joined(post, event.seq);
    if (!requester) return [];
    return [{ ...email('treatShipped', requester.uid, post.userDisplayName), ...tracked(event.data.parcel) }];
  },
} satisfies EventFacts<Treat, EventOf<'TreatShipped'>>;

const fulfil = /* @__PURE__ */ body(
  () => ({
    fulfillmentMessage: noLinkInMessage(
      requiredText(wishlistMessages.fulfilmentRequired, MAX_LENGTH.message),
    ),
    carrier,
    trackingNumber: optionalText(TYPED_NUMBER_MAX),
    expectedVersion,
  }),
  parcelRule,
);

/** Fulfil: the giver's message, and the parcel if they like (both or neither). */
export const fulfilBody = /* @__PURE__ */ stepBody<'wishlist', Body<typeof fulfil>>(fulfil, (value) => ({
  type: 'fulfil',
  fulfillmentMessage: value.fulfillmentMessage,
  parcel: parcelOf(value),
}));

const ship = /* @__PURE__ */ body(
  () => ({
    shippedMessage: noLinkInMessage(optionalText(MAX_LENGTH.message)),
    carrier,
    trackingNumber: optionalText(TYPED_NUMBER_MAX),
    expectedVersion,
  }),
  parcelRule,
);

/** Ship: an optional message, and the parcel if they like (both or neither). */
export const shipBody = /* @__PURE__ */ stepBody<'treat', Body<typeof ship>>(ship, (value) => ({
  type: 'ship',
  shippedMessage: value.shippedMessage,
  parcel: parcelOf(value),
}));
