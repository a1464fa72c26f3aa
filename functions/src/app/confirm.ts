// Confirm (spec 4, wishlist): the wisher shares the shipping address with the giver: offered -> confirmed.

import { confirmSchema } from '@bookwish/shared/domain/schemas';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function confirm(deps: PostDeps, input: TransitionInput) {
  return transition(deps, 'wishlist', 'confirm', input, confirmSchema, (body) => ({
    type: 'confirm',
    shippingAddress: body.shippingAddress,
  }));
}
