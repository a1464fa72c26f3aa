// Offer on a wish, Request on a treat (spec section 4): any member but the owner joins an open post,
// once, unless their earlier exchange on it ended (a volunteer may reopen it for them).

import { MAX_LENGTH } from '../constants.ts';
import { endedBefore, refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { NO_MEETING_YET } from '../meeting.ts';
import { meetingMessages, timelineMessages, treatMessages } from '../messages.ts';
import {
  addressUnlessInPerson,
  type Body,
  body,
  choiceOfInPerson,
  expectedVersion,
  noLinkInMessage,
  optionalText,
  requiredText,
  stepBody,
  versionOnly,
} from '../step-bodies.ts';
import type { Actor, Treat, TreatCommand, Wishlist, WishlistCommand } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import {
  type CommandOf,
  capitalise,
  deciding,
  type EventFacts,
  email,
  keep,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
  says,
} from './step.ts';

const refusal =
  <P extends Wishlist | Treat>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    if (actor.uid === state.uid) return refuse('FORBIDDEN', x.ownJoin);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== 'posted') {
      return refuse('CONFLICT', roles.party(state) === actor.uid ? x.youAlreadyJoined : x.alreadyJoined);
    }
    if (endedBefore(state, actor.uid)) return refuse('CONFLICT', x.endedBefore);
    return null;
  };

/** A request in person only of a treat that offers it (an area set when posted). */
const requestRefusal = (state: Treat, actor: Actor, _meta: unknown, command: Request) =>
  refusal(treatRoles)(state, actor) ??
  (command.inPerson === true && !state.inPersonArea
    ? refuse('VALIDATION', meetingMessages.notOfferedInPerson, {
        inPerson: meetingMessages.notOfferedInPerson,
      })
    : null);

export const offerFacts = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;

export const decideOffer: StepDecide<
  Wishlist,
  CommandOf<WishlistCommand, 'offer'>,
  EventOf<'OfferMade'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(wishlistRoles), (meta) => ({
  ...meta,
  type: 'OfferMade',
  data: {},
}));

export const requestFacts = { limit: 'transition', ui: 'request' } as const satisfies StepFacts;

type Request = CommandOf<TreatCommand, 'request'>;

export const decideRequest: StepDecide<Treat, Request, EventOf<'TreatRequested'>> = /* @__PURE__ */ deciding(
  requestRefusal,
  (meta, command: Request) => ({
    ...meta,
    type: 'TreatRequested',
    // In person: no address is asked, and none is kept.
    data: command.inPerson
      ? { shippingAddress: '', requestMessage: command.requestMessage, inPerson: true }
      : { shippingAddress: command.shippingAddress, requestMessage: command.requestMessage },
  }),
);

const t = timelineMessages;

/** An offer: the wisher is asked for their address. */
/** A new offer or request is the owner's turn; a member looping offer/withdraw passes the arrivals'
 * gate. */
export const joinEmails = {
  offerReceived: { category: 'turn', gate: 'arrival' },
  requestReceived: { category: 'turn', gate: 'arrival' },
} as const satisfies StepEmailKinds;

export const offerMade = {
  evolve: (state, event) =>
    withStep(state, event, {
      status: 'offered',
      offerUID: event.actorUid,
      offerDisplayName: event.actorName,
    }),
  wait: { starts: 'shareAddress', by: 'owner' },
  status: capitalise('offered'),
  line: says(t.waitingForConfirmation),
  texts: {},
  erase: keep,
  mail: (event, post) => [email('offerReceived', post.uid, event.actorName)],
} satisfies EventFacts<Wishlist, EventOf<'OfferMade'>>;

/** A request: the treater is asked to ship; the address and message are the requester's. */
export const treatRequested = {
  evolve: (state, event) =>
    withStep(state, event, {
      status: 'requested',
      requested: true,
      requestUID: event.actorUid,
      requestDisplayName: event.actorName,
      shippingAddress: event.data.shippingAddress,
      requestMessage: event.data.requestMessage,
      ...(event.data.inPerson ? { meeting: NO_MEETING_YET } : {}),
    }),
  // In person, the treater's turn is to propose where and when to meet, within the same days.
  wait: { starts: 'shipTreat', by: 'owner' },
  status: capitalise('requested'),
  line: ({ step, post, address, privateText }) => {
    const inPerson = (post as Treat).meeting !== undefined;
    step.text = inPerson ? meetingMessages.waitingForProposal : t.waitingForShipping;
    if (!inPerson) address();
    privateText('requestMessage', t.labels.requestMessage, (post as Treat).requestMessage);
  },
  texts: { requestMessage: 'parties' },
  erase: (event, erasing) => {
    erasing.requester = event.actorUid;
    if (erasing.mine) event.data = { ...event.data, shippingAddress: '' };
  },
  mail: (event, post) => [email('requestReceived', post.uid, event.actorName)],
} satisfies EventFacts<Treat, EventOf<'TreatRequested'>>;

/** Offer: nothing but the version the member saw. */
export const offerBody = /* @__PURE__ */ stepBody<'wishlist', Body<typeof versionOnly>>(versionOnly, () => ({
  type: 'offer',
}));

const request = /* @__PURE__ */ body(
  () => ({
    shippingAddress: optionalText(MAX_LENGTH.address),
    requestMessage: noLinkInMessage(requiredText(treatMessages.requestMessageRequired, MAX_LENGTH.message)),
    inPerson: choiceOfInPerson,
    expectedVersion,
  }),
  addressUnlessInPerson,
);

/** Request: the requester's address (none when in person) and a message to the treater. */
export const requestBody = /* @__PURE__ */ stepBody<'treat', Body<typeof request>>(request, (value) => ({
  type: 'request',
  shippingAddress: value.inPerson === true ? '' : value.shippingAddress,
  requestMessage: value.requestMessage,
  ...(value.inPerson === true ? { inPerson: true as const } : {}),
}));
