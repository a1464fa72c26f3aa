// Fulfil (spec 4, wishlist): the giver says the book is on its way: confirmed -> fulfilled.

import { fulfilSchema } from '@bookwish/shared/domain/schemas';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function fulfil(deps: PostDeps, input: TransitionInput) {
  return transition(deps, 'wishlist', 'fulfil', input, fulfilSchema, (body) => ({
    type: 'fulfil',
    fulfillmentMessage: body.fulfillmentMessage,
  }));
}
