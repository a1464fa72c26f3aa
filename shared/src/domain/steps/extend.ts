// Ask for more time (wishes): the giver of a confirmed gift moves its send-by date MORE_TIME_DAYS
// later, once, with an optional reason the wisher reads. The gift's wait (timers.ts) grows by as much.

import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { timelineMessages, wishlistMessages } from '../messages.ts';
import { type Body, body, expectedVersion, noLinkInMessage, optionalText, stepBody } from '../step-bodies.ts';
import type { Wishlist, WishlistCommand } from '../types.ts';
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

type Extend = CommandOf<WishlistCommand, 'extend'>;

/** How many days later the send-by date moves (once a gift); the texts take it as a variable. */
export const MORE_TIME_DAYS = 7;
/** The longest reason a giver may give for more time. */
export const MORE_TIME_REASON = 200;

export const extendEmails = {
  moreTimeAsked: { category: 'updates', days: MORE_TIME_DAYS },
} as const satisfies StepEmailKinds;

export const extendFacts = { limit: 'transition', ui: 'reason' } as const satisfies StepFacts;

/** An optional reason. */
export const extendBody = () => {
  const parse = body(() => ({ reason: noLinkInMessage(optionalText(MORE_TIME_REASON)), expectedVersion }));
  return stepBody<'wishlist', Body<typeof parse>>(parse, (value) => ({
    type: 'extend',
    reason: value.reason,
  }));
};

export const decideExtend: StepDecide<Wishlist, Extend, EventOf<'ShipByExtended'>> = /* @__PURE__ */ deciding(
  (state, actor) => {
    const m = wishlistMessages;
    if (!state.offerUID || actor.uid !== state.offerUID) return refuse('FORBIDDEN', m.onlyGiverAsksForTime);
    if (state.status === 'offered' || state.status === 'posted') return refuse('CONFLICT', m.notConfirmedYet);
    if (state.status === 'closed') return refuse('CONFLICT', m.alreadyClosed);
    if (state.status !== 'confirmed') return refuse('CONFLICT', m.alreadyFulfilled);
    // Once per gift: the newest address shared starts this gift, an ask after it is this gift's.
    const shared = state.history.findLast((s) => s.type === 'AddressShared')?.seq ?? 0;
    if (state.history.some((s) => s.type === 'ShipByExtended' && s.seq > shared)) {
      return refuse('CONFLICT', m.alreadyAskedForTime);
    }
    return null;
  },
  (meta, command: Extend) => ({ ...meta, type: 'ShipByExtended', data: { reason: command.reason } }),
);

const t = timelineMessages;

/** The send-by date moves; the reason rides on the line, for the two members and volunteers only. */
export const shipByExtended = {
  evolve: (state, event) => {
    const next = withStep(state, event, {});
    const line = next.history.at(-1);
    if (line) line.ended = { reason: event.data.reason, partyUid: event.actorUid };
    return next;
  },
  wait: { extendsBy: MORE_TIME_DAYS },
  status: t.statusMoreTime,
  line: ended(t.moreTime(MORE_TIME_DAYS)),
  texts: { reason: 'parties' },
  erase: keep,
  mail: (event, post) => [email('moreTimeAsked', post.uid, event.actorName)],
} satisfies EventFacts<Wishlist, EventOf<'ShipByExtended'>>;
