// Wish and treat are the same exchange with other role names and texts (spec section 4): a member
// joins (Offer, Request), the owner may decline and the member withdraw while the owner has not
// answered, the sender sends, the recipient presses Book Received. These are the facts each kind
// brings to the steps both share; the steps themselves are written once (steps/*.ts).

import { treatMessages, wishlistMessages } from '../messages.ts';
import type { Post, Treat, Wishlist } from '../types.ts';

export interface ExchangeTexts {
  notFound: string;
  /** A visitor tries to join: asked to sign in for it. */
  signInToJoin: string;
  alreadyClosed: string;
  /** The owner tries to join their own post. */
  ownJoin: string;
  youAlreadyJoined: string;
  alreadyJoined: string;
  endedBefore: string;
  /** Withdraw with nobody joined. */
  noneJoined: string;
  onlyPartyWithdraws: string;
  tooLateToWithdraw: string;
  onlyOwnerDeclines: string;
  /** Decline with nobody joined yet. */
  notJoinedYet: string;
  tooLateToDecline: string;
  onlySenderSends: string;
  /** Send before the exchange is ready for it. */
  notReadyToSend: string;
  alreadySent: string;
  onlyRecipientCloses: string;
  notSentYet: string;
}

export interface ExchangeRoles<P extends Post> {
  /** The step by which a member joins (offer, request). */
  join: string;
  /** Every status in the order the exchange moves through them. */
  statuses: readonly P['status'][];
  /** The member who joined: the giver of a wish, the requester of a treat. */
  party: (post: P) => string | undefined;
  /** Who sends the book (the giver; the treater). */
  sender: (post: P) => string | undefined;
  /** Who receives it and presses Book Received (the wisher; the requester). */
  recipient: (post: P) => string | undefined;
  /** The status a joined exchange waits in for the owner's answer (offered, requested). */
  joined: P['status'];
  /** The status in which the sender may send (confirmed, requested). */
  readyToSend: P['status'];
  /** The status once the book is on its way (fulfilled, shipped). */
  sent: P['status'];
  texts: ExchangeTexts;
}

const w = wishlistMessages;

export const wishlistRoles: ExchangeRoles<Wishlist> = {
  join: 'offer',
  statuses: ['posted', 'offered', 'confirmed', 'fulfilled', 'closed'],
  party: (post) => post.offerUID,
  sender: (post) => post.offerUID,
  recipient: (post) => post.uid,
  joined: 'offered',
  readyToSend: 'confirmed',
  sent: 'fulfilled',
  texts: {
    notFound: w.notFound,
    signInToJoin: w.signInToOffer,
    alreadyClosed: w.alreadyClosed,
    ownJoin: w.ownOffer,
    youAlreadyJoined: w.youAlreadyOffered,
    alreadyJoined: w.alreadyOffered,
    endedBefore: w.endedBefore,
    noneJoined: w.noOfferNow,
    onlyPartyWithdraws: w.onlyGiverWithdraws,
    tooLateToWithdraw: w.tooLateToWithdraw,
    onlyOwnerDeclines: w.onlyWisherDeclines,
    notJoinedYet: w.notOfferedYet,
    tooLateToDecline: w.tooLateToDecline,
    onlySenderSends: w.onlyGiverFulfils,
    notReadyToSend: w.notConfirmedYet,
    alreadySent: w.alreadyFulfilled,
    onlyRecipientCloses: w.onlyWisherCloses,
    notSentYet: w.notFulfilledYet,
  },
};

const t = treatMessages;

export const treatRoles: ExchangeRoles<Treat> = {
  join: 'request',
  statuses: ['posted', 'requested', 'shipped', 'closed'],
  party: (post) => post.requestUID,
  sender: (post) => post.uid,
  recipient: (post) => post.requestUID,
  joined: 'requested',
  readyToSend: 'requested',
  sent: 'shipped',
  texts: {
    notFound: t.notFound,
    signInToJoin: t.signInToRequest,
    alreadyClosed: t.alreadyClosed,
    ownJoin: t.ownRequest,
    youAlreadyJoined: t.youAlreadyRequested,
    alreadyJoined: t.alreadyRequested,
    endedBefore: t.endedBefore,
    noneJoined: t.noRequestNow,
    onlyPartyWithdraws: t.onlyRequesterWithdraws,
    tooLateToWithdraw: t.tooLateToWithdraw,
    onlyOwnerDeclines: t.onlyTreaterDeclines,
    notJoinedYet: t.notRequestedYet,
    tooLateToDecline: t.tooLateToDecline,
    onlySenderSends: t.onlyTreaterShips,
    notReadyToSend: t.notRequestedYet,
    alreadySent: t.alreadyShipped,
    onlyRecipientCloses: t.onlyRequesterCloses,
    notSentYet: t.notShippedYet,
  },
};

/** Every status a post of either kind may be in, in the order an exchange reaches them. */
export const POST_STATUSES: readonly Post['status'][] = [
  ...new Set([...wishlistRoles.statuses, ...treatRoles.statuses]),
];
