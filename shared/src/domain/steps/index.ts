// The registry of exchange steps: every step of both kinds, in the order a reader meets them, each
// from its own module (one module a step; a step both kinds take is written once, with the kind's
// roles). `stepFacts` is what routing needs (the route table in step-routes.ts, read by every
// function); `stepDecisions` is what the kinds' deciders (wishlist.ts, treat.ts) run, and so what
// `actionsFor` tries. Apart, so a function that only routes carries no decision.

import type { Treat, TreatCommand, TreatEvent, Wishlist, WishlistCommand, WishlistEvent } from '../types.ts';
import { closeFacts, decideCloseTreat, decideCloseWish } from './close.ts';
import { confirmFacts, decideConfirm } from './confirm.ts';
import { decideDeclineOffer, decideDeclineRequest, declineFacts } from './decline.ts';
import { decideOffer, decideRequest, offerFacts, requestFacts } from './join.ts';
import { decideFulfil, decideShip, sendFacts } from './send.ts';
import type { Decides, StepFacts } from './step.ts';
import { decideWithdrawOffer, decideWithdrawRequest, withdrawFacts } from './withdraw.ts';

/** Each kind's own steps, decided by their modules: a command without a step fails tsc. */
export const stepDecisions = {
  wishlist: {
    offer: decideOffer,
    confirm: decideConfirm,
    fulfil: decideFulfil,
    close: decideCloseWish,
    withdraw: decideWithdrawOffer,
    decline: decideDeclineOffer,
  },
  treat: {
    request: decideRequest,
    ship: decideShip,
    close: decideCloseTreat,
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
    takeOffWall,
    report,
  },
  treat: {
    request: requestFacts,
    ship: sendFacts,
    close: closeFacts,
    withdraw: withdrawFacts,
    decline: declineFacts,
    takeOffWall,
    report,
  },
} as const satisfies {
  wishlist: Record<keyof (typeof stepDecisions)['wishlist'] | Shared, StepFacts>;
  treat: Record<keyof (typeof stepDecisions)['treat'] | Shared, StepFacts>;
};
