// Offer (spec 4, wishlist): a member other than the wisher offers to buy and ship the book:
// posted -> offered. One winner when many offer at once.

import { offerSchema } from '@bookwish/shared/domain/schemas';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function offer(deps: PostDeps, input: TransitionInput) {
  return transition(deps, 'wishlist', 'offer', input, offerSchema, () => ({ type: 'offer' }));
}
