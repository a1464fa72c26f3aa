// POST /api/wishlists/{id}/confirm: the wisher shares the shipping address: offered -> confirmed.

import { confirmSchema } from '@bookwish/shared/domain/schemas';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute('wishlist', confirmSchema, (input) => ({
  type: 'confirm',
  shippingAddress: input.shippingAddress,
}));
