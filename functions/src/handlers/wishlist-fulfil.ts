// POST /api/wishlists/{id}/fulfil: the giver reports the book sent: confirmed -> fulfilled.

import { fulfilSchema } from '@bookwish/shared/domain/schemas';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute('wishlist', fulfilSchema, (input) => ({
  type: 'fulfil',
  fulfillmentMessage: input.fulfillmentMessage,
}));
