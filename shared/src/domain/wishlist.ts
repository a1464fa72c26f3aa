// The wishlist decider (spec section 4): posted -> offered -> confirmed -> fulfilled -> closed, with
// the roles of section 6 enforced and the rules the original lacked (no self-offer, delete only while
// posted or closed, a wrong status is a Conflict with a clear text).

import { accept, endedStep } from './decision.ts';
import { openedPost, postDecider, postEvolver } from './post-decider.ts';
import { stepDecisions, stepEvolvers } from './steps/index.ts';
import { wishlistRoles } from './steps/roles.ts';
import { clearExchange } from './support.ts';
import type { Wishlist, WishlistCommand, WishlistEvent } from './types.ts';

export const decideWishlist = /* @__PURE__ */ postDecider<Wishlist, WishlistCommand, WishlistEvent>(
  wishlistRoles,
  stepDecisions.wishlist,
  (command, meta) => accept({ ...meta, type: 'WishPosted', data: command.input }),
);

export const evolveWishlist = /* @__PURE__ */ postEvolver<Wishlist, WishlistEvent, 'WishPosted'>(
  'WishPosted',
  (event) => ({ kind: 'wishlist', ...openedPost(event), ...event.data, fulfilled: false }),
  // A pure call, so a bundle that never evolves a post drops it (as waitEffects in timers.ts).
  /* @__PURE__ */ (() => ({
    OfferLapsed: (state, event) => endedStep(clearExchange(state), event, event.data.giverUid),
    GiftLapsed: (state, event) => endedStep(clearExchange(state), event, event.data.giverUid),
    // Each step's own event says the state it makes (steps/).
    .../* @__PURE__ */ stepEvolvers('wishlist'),
  }))(),
);
