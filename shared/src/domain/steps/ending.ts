// What withdraw and decline share once appended: a member ends the exchange with an optional reason,
// the post is open again, and the two parties read the reason (spec section 4), the other party still
// after the exchange is cleared.

import { endedStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { clearExchange } from '../support.ts';
import type { Treat, Wishlist } from '../types.ts';
import type { Erasing } from './step.ts';

type EndedByWord = EventOf<'OfferWithdrawn' | 'OfferDeclined' | 'RequestWithdrawn' | 'RequestDeclined'>;

/** The exchange ends: open again, its line kept with the reason for the two parties, and `keeper`
 * (the other party) kept on it so the reason stays theirs to read. */
export function endsExchange<P extends Wishlist | Treat, E extends EndedByWord>(
  keeper: (event: E) => string,
) {
  return {
    evolve: (state: P, event: E): P => endedStep(clearExchange(state), event, keeper(event)),
    wait: 'ends',
    texts: { reason: 'parties' },
  } as const;
}

/** A request ended: an address a volunteer corrects later is no longer the requester's. */
export function requestEnded(
  _event: EventOf<'RequestWithdrawn' | 'RequestDeclined' | 'MeetingCalledOff' | 'MeetingMissed'>,
  erasing: Erasing,
): void {
  erasing.requester = undefined;
}
