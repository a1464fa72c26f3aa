// POST /api/wishlists/{id}/offer: a member (not the wisher) offers to gift the book: posted -> offered.

import { messages } from '@bookwish/shared/domain/messages';
import { offerSchema } from '@bookwish/shared/domain/schemas';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute(
  'wishlist',
  offerSchema,
  () => ({ type: 'offer' }),
  messages.wishlist.signInToOffer,
);
