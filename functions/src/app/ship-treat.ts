// Ship (spec 4, treat): the treater says the book is on its way: requested -> shipped.

import { shipSchema } from '@bookwish/shared/domain/schemas';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function shipTreat(deps: PostDeps, input: TransitionInput) {
  return transition(deps, 'treat', 'ship', input, shipSchema, (body) => ({
    type: 'ship',
    shippedMessage: body.shippedMessage,
  }));
}
