// Withdraw and decline (issue 12): the giver or requester steps back, or the wisher or treater says no,
// before the address is shared (wishlist) or the book is shipped (treat). The post is open again;
// the optional reason is private to the two parties and volunteers.

import { endExchangeSchema } from '@bookwish/shared/domain/schemas';
import type { PostKind } from '@bookwish/shared/domain/types';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function withdraw(deps: PostDeps, kind: PostKind, input: TransitionInput) {
  return transition(deps, kind, 'withdraw', input, endExchangeSchema, (body) => ({
    type: 'withdraw',
    reason: body.reason,
  }));
}

export function decline(deps: PostDeps, kind: PostKind, input: TransitionInput) {
  return transition(deps, kind, 'decline', input, endExchangeSchema, (body) => ({
    type: 'decline',
    reason: body.reason,
  }));
}
