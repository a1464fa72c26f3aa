// POST /api/treats/{id}/request: a member (not the treater) asks for the book: posted -> requested.

import { messages } from '@bookwish/shared/domain/messages';
import { requestSchema } from '@bookwish/shared/domain/schemas';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute(
  'treat',
  requestSchema,
  (input) => ({
    type: 'request',
    shippingAddress: input.shippingAddress,
    requestMessage: input.requestMessage,
  }),
  messages.treat.signInToRequest,
);
