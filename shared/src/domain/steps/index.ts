// The registry of exchange steps: every step of both kinds, in the order a reader meets them, each
// from its own module (one module a step; a step both kinds take is written once, with the kind's
// roles). The route table (step-routes.ts), the kinds' deciders (wishlist.ts, treat.ts) and
// `actionsFor` are read from here; a step's body schema and emails sit in exchange-steps.ts, which
// must name exactly these steps (satisfies), so a function that parses no body carries no zod.

import type { Treat, TreatCommand, TreatEvent, Wishlist, WishlistCommand, WishlistEvent } from '../types.ts';
import { closeTreat, closeWish } from './close.ts';
import { confirm } from './confirm.ts';
import { declineOffer, declineRequest } from './decline.ts';
import { offer, request } from './join.ts';
import { fulfil, ship } from './send.ts';
import type { Decides, StepFacts } from './step.ts';
import { withdrawOffer, withdrawRequest } from './withdraw.ts';

/** Take the thank-you off the wall, Report: every post has them, decided by the kinds' common decider
 * (thanks-wall.ts, reports.ts). */
const takeOffWall = { limit: 'transition', ui: 'button' } as const satisfies StepFacts;
const report = { limit: 'transition', ui: 'report' } as const satisfies StepFacts;

export const steps = {
  wishlist: {
    offer,
    confirm,
    fulfil,
    close: closeWish,
    withdraw: withdrawOffer,
    decline: declineOffer,
    takeOffWall,
    report,
  },
  treat: {
    request,
    ship,
    close: closeTreat,
    withdraw: withdrawRequest,
    decline: declineRequest,
    takeOffWall,
    report,
  },
} as const satisfies {
  wishlist: Decides<Wishlist, WishlistCommand, WishlistEvent> & { takeOffWall: StepFacts; report: StepFacts };
  treat: Decides<Treat, TreatCommand, TreatEvent> & { takeOffWall: StepFacts; report: StepFacts };
};
