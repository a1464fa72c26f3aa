// The registry of exchange steps: every step of both kinds, in the order a reader meets them, each
// from its own module (one module a step; a step both kinds take is written once, with the kind's
// roles). `stepFacts` is what routing needs (the route table in step-routes.ts, read by every
// function); `stepDecisions` is what the kinds' deciders (wishlist.ts, treat.ts) run, and so what
// `actionsFor` tries. Apart, so a function that only routes carries no decision. `stepEvents` is what
// each step's event does once appended: the kinds' evolve, the timers' waits, the Activity lines,
// erasure and the emails are read from it (each a table keyed by every event type, so tsc names a
// fact still missing).

import {
  type AnyStep,
  reportBody,
  type StepParser,
  type TypedStep,
  takeOffWallBody,
} from '../step-bodies.ts';
import type {
  Post,
  PostKind,
  Treat,
  TreatCommand,
  TreatEvent,
  Wishlist,
  WishlistCommand,
  WishlistEvent,
} from '../types.ts';
import { callOffBody, callOffEmails, callOffFacts, decideCallOff, meetingCalledOff } from './call-off.ts';
import {
  closeBody,
  closeEmails,
  closeFacts,
  decideCloseTreat,
  decideCloseWish,
  receiptConfirmed,
} from './close.ts';
import { addressShared, confirmBody, confirmEmails, confirmFacts, decideConfirm } from './confirm.ts';
import {
  decideDeclineOffer,
  decideDeclineRequest,
  declineBody,
  declineEmails,
  declineFacts,
  offerDeclined,
  requestDeclined,
} from './decline.ts';
import { decideExtend, extendBody, extendEmails, extendFacts, shipByExtended } from './extend.ts';
import {
  decideHandedOver,
  handedOver,
  handedOverBody,
  handedOverEmails,
  handedOverFacts,
} from './handed-over.ts';
import {
  decideOffer,
  decideRequest,
  joinEmails,
  offerBody,
  offerFacts,
  offerMade,
  requestBody,
  requestFacts,
  treatRequested,
} from './join.ts';
import { decideMissed, meetingMissed, missedBody, missedEmails, missedFacts } from './missed.ts';
import { decidePickMeeting, meetingPicked, pickBody, pickEmails, pickFacts } from './pick.ts';
import {
  decideProposeMeeting,
  meetingProposed,
  proposeBody,
  proposeEmails,
  proposeFacts,
} from './propose.ts';
import {
  decideReschedule,
  meetingRescheduled,
  rescheduleBody,
  rescheduleEmails,
  rescheduleFacts,
} from './reschedule.ts';
import {
  decideFulfil,
  decideShip,
  fulfilBody,
  giftSent,
  sendEmails,
  sendFacts,
  shipBody,
  treatShipped,
} from './send.ts';
import type { Decides, EventFacts, StepEvents, StepFacts } from './step.ts';
import { decideTagDrive, tagDriveBody, tagDriveFacts, wishTaggedToDrive } from './tag-drive.ts';
import {
  decideWithdrawOffer,
  decideWithdrawRequest,
  offerWithdrawn,
  requestWithdrawn,
  withdrawBody,
  withdrawEmails,
  withdrawFacts,
} from './withdraw.ts';

/** Each kind's own steps, decided by their modules: a command without a step fails tsc. */
export const stepDecisions = {
  wishlist: {
    offer: decideOffer,
    confirm: decideConfirm,
    fulfil: decideFulfil,
    close: decideCloseWish,
    withdraw: decideWithdrawOffer,
    decline: decideDeclineOffer,
    extend: decideExtend,
    tagDrive: decideTagDrive,
  },
  treat: {
    request: decideRequest,
    propose: decideProposeMeeting,
    pick: decidePickMeeting,
    reschedule: decideReschedule,
    handedOver: decideHandedOver,
    ship: decideShip,
    close: decideCloseTreat,
    missed: decideMissed,
    callOff: decideCallOff,
    withdraw: decideWithdrawRequest,
    decline: decideDeclineRequest,
  },
} satisfies {
  wishlist: Decides<Wishlist, WishlistCommand, WishlistEvent>;
  treat: Decides<Treat, TreatCommand, TreatEvent>;
};

/** Take the thank-you off the wall, Report: every post has them, decided by the kinds' common decider
 * (thanks-wall.ts, reports.ts). */
const takeOffWall = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;
const report = { limit: 'transition', ui: 'report' } as const satisfies StepFacts;

type Shared = 'takeOffWall' | 'report';

/** Every step's facts, in the order a reader meets them: each decided step has its route (satisfies). */
export const stepFacts = {
  wishlist: {
    offer: offerFacts,
    confirm: confirmFacts,
    fulfil: sendFacts,
    close: closeFacts,
    withdraw: withdrawFacts,
    decline: declineFacts,
    extend: extendFacts,
    tagDrive: tagDriveFacts,
    takeOffWall,
    report,
  },
  treat: {
    request: requestFacts,
    propose: proposeFacts,
    pick: pickFacts,
    reschedule: rescheduleFacts,
    handedOver: handedOverFacts,
    ship: sendFacts,
    close: closeFacts,
    missed: missedFacts,
    callOff: callOffFacts,
    withdraw: withdrawFacts,
    decline: declineFacts,
    takeOffWall,
    report,
  },
} as const satisfies {
  wishlist: Record<keyof (typeof stepDecisions)['wishlist'] | Shared, StepFacts>;
  treat: Record<keyof (typeof stepDecisions)['treat'] | Shared, StepFacts>;
};

/** What each step's event does, by kind: an event a step appends without its facts fails tsc. */
export const stepEvents = {
  wishlist: {
    OfferMade: offerMade,
    AddressShared: addressShared,
    GiftSent: giftSent,
    ReceiptConfirmed: receiptConfirmed,
    OfferWithdrawn: offerWithdrawn,
    OfferDeclined: offerDeclined,
    ShipByExtended: shipByExtended,
    WishTaggedToDrive: wishTaggedToDrive,
  },
  treat: {
    TreatRequested: treatRequested,
    TreatShipped: treatShipped,
    ReceiptConfirmed: receiptConfirmed,
    RequestWithdrawn: requestWithdrawn,
    RequestDeclined: requestDeclined,
    MeetingProposed: meetingProposed,
    MeetingPicked: meetingPicked,
    MeetingRescheduled: meetingRescheduled,
    MeetingCalledOff: meetingCalledOff,
    HandedOver: handedOver,
    MeetingMissed: meetingMissed,
  },
} satisfies {
  wishlist: StepEvents<Wishlist, (typeof stepDecisions)['wishlist']>;
  treat: StepEvents<Treat, (typeof stepDecisions)['treat']>;
};

type Events = (typeof stepEvents)['wishlist'] & (typeof stepEvents)['treat'];

/** The kinds of email the steps' events send, each declared by its step (the notifier's table,
 * functions/src/app/email-kinds.ts, adds the kinds no step sends). Made by a pure call: a bundler
 * keeps a spread in a plain object literal. */
export const stepEmailKinds = /* @__PURE__ */ (() =>
  ({
    ...joinEmails,
    ...confirmEmails,
    ...sendEmails,
    ...closeEmails,
    ...withdrawEmails,
    ...declineEmails,
    ...extendEmails,
    ...proposeEmails,
    ...pickEmails,
    ...rescheduleEmails,
    ...callOffEmails,
    ...handedOverEmails,
    ...missedEmails,
  }) as const)();

/** Every event type a step appends. */
export type StepEventType = keyof Events;

type Fact = keyof EventFacts<Post, never>;

/** One fact of every step's event, keyed by event type (for the tables of every event type). */
export function eventFacts<F extends Exclude<Fact, 'evolve'>>(
  fact: F,
): { [T in StepEventType]: Events[T][F] } {
  const out: Record<string, unknown> = {};
  for (const kind of [stepEvents.wishlist, stepEvents.treat]) {
    for (const [type, facts] of Object.entries(kind)) out[type] = facts[fact];
  }
  return out as { [T in StepEventType]: Events[T][F] };
}

/** A kind's evolve of each event its steps append. */
export function stepEvolvers<K extends PostKind>(
  kind: K,
): {
  [T in keyof (typeof stepEvents)[K]]: (typeof stepEvents)[K][T] extends { evolve: infer V } ? V : never;
} {
  return Object.fromEntries(
    Object.entries(stepEvents[kind]).map(([type, facts]) => [type, facts.evolve]),
  ) as never;
}

/** The steps of a kind, by name (the route table, step-routes.ts, reads them from here). */
export type ActionOf<K extends PostKind> = K extends PostKind ? keyof (typeof stepFacts)[K] : never;

/** Every step's request body and the command it becomes (no schema library: a step's function parses
 * nothing else). */
const stepBodies = {
  wishlist: {
    offer: offerBody,
    confirm: confirmBody,
    fulfil: fulfilBody,
    close: /* @__PURE__ */ closeBody<'wishlist'>(),
    withdraw: /* @__PURE__ */ withdrawBody<'wishlist'>(),
    decline: /* @__PURE__ */ declineBody<'wishlist'>(),
    extend: /* @__PURE__ */ extendBody(),
    tagDrive: /* @__PURE__ */ tagDriveBody(),
    takeOffWall: /* @__PURE__ */ takeOffWallBody<'wishlist'>(),
    report: /* @__PURE__ */ reportBody<'wishlist'>(),
  },
  treat: {
    request: requestBody,
    propose: proposeBody,
    pick: pickBody,
    reschedule: rescheduleBody,
    handedOver: handedOverBody,
    missed: missedBody,
    callOff: callOffBody,
    ship: shipBody,
    close: /* @__PURE__ */ closeBody<'treat'>(),
    withdraw: /* @__PURE__ */ withdrawBody<'treat'>(),
    decline: /* @__PURE__ */ declineBody<'treat'>(),
    takeOffWall: /* @__PURE__ */ takeOffWallBody<'treat'>(),
    report: /* @__PURE__ */ reportBody<'treat'>(),
  },
} satisfies {
  wishlist: Record<keyof (typeof stepFacts)['wishlist'], AnyStep<'wishlist'>>;
  treat: Record<keyof (typeof stepFacts)['treat'], AnyStep<'treat'>>;
};

/** One step's body parser and command: kind -> action. */
export function stepBodyOf<K extends PostKind>(kind: K, action: ActionOf<K>): StepParser<K> {
  const table = stepBodies[kind] as unknown as Record<string, StepParser<K>>;
  return table[action] as StepParser<K>;
}

/** The request body of one step, as the web sends it: the fields its parser reads. */
export type StepBody<K extends PostKind, A extends ActionOf<K>> =
  (typeof stepBodies)[K][A & keyof (typeof stepBodies)[K]] extends TypedStep<K, infer T> ? Partial<T> : never;
