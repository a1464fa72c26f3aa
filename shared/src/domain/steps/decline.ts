// Decline (spec section 4): the owner says no to the member who joined, before answering them, with
// an optional reason that member reads.

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
    if (actor.uid !== state.uid) return refuse('FORBIDDEN', x.onlyOwnerDeclines);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status === 'posted' || !roles.party(state)) return refuse('CONFLICT', x.notJoinedYet);
    if (state.status !== roles.joined) return refuse('CONFLICT', x.tooLateToDecline);
    return null;
  };

type Decline = CommandOf<WishlistCommand | TreatCommand, 'decline'>;

export const declineFacts = { limit: 'transition', ui: 'reason' } as const satisfies StepFacts;

// The giver's uid stays on the line so the reason stays readable to them once the offer is cleared.
export const decideDeclineOffer: StepDecide<
  Wishlist,
  Decline,
  EventOf<'OfferDeclined'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(wishlistRoles), (meta, command: Decline, state) => ({
  ...meta,
  type: 'OfferDeclined',
  data: { reason: command.reason, giverUid: state.offerUID ?? '' },
}));

export const decideDeclineRequest: StepDecide<
  Treat,
  Decline,
  EventOf<'RequestDeclined'>
> = /* @__PURE__ */ deciding(/* @__PURE__ */ refusal(treatRoles), (meta, command: Decline, state) => ({
  ...meta,
  type: 'RequestDeclined',
  data: { reason: command.reason, requesterUid: state.requestUID ?? '' },
}));

const t = timelineMessages;

/** The wisher said no: the wish is open again, the giver reads the reason (theirs to keep). */
/** An exchange that ends is news, not a step to take. */
export const declineEmails = {
  offerDeclined: { category: 'updates' },
  requestDeclined: { category: 'updates' },
} as const satisfies StepEmailKinds;

export const offerDeclined = {
  ...endsExchange<Wishlist, EventOf<'OfferDeclined'>>((event) => event.data.giverUid),
  status: t.statusOfferDeclined,
  line: ended(t.offerDeclined),
  erase: keep,
  mail: (event, post) => [email('offerDeclined', event.data.giverUid, post.userDisplayName)],
} satisfies EventFacts<Wishlist, EventOf<'OfferDeclined'>>;

/** The treater said no: the treat is open again, the requester reads the reason. */
export const requestDeclined = {
  ...endsExchange<Treat, EventOf<'RequestDeclined'>>((event) => event.data.requesterUid),
  status: t.statusRequestDeclined,
  line: ended(t.requestDeclined),
  erase: requestEnded,
  mail: (event, post) => [email('requestDeclined', event.data.requesterUid, post.userDisplayName)],
} satisfies EventFacts<Treat, EventOf<'RequestDeclined'>>;

/** Decline: an optional reason. */
export const declineBody = <K extends PostKind>() => reasonStep<K>('decline');
