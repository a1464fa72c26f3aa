// Request (spec 4, treat): a member other than the treater asks for the book, with their address and
// a message: posted -> requested. One winner when many ask at once.

import { requestSchema } from '@bookwish/shared/domain/schemas';
import type { PostDeps } from './ports.ts';
import { type TransitionInput, transition } from './run-command.ts';

export function requestTreat(deps: PostDeps, input: TransitionInput) {
  return transition(deps, 'treat', 'request', input, requestSchema, (body) => ({
    type: 'request',
    shippingAddress: body.shippingAddress,
    requestMessage: body.requestMessage,
  }));
}
