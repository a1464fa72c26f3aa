// POST /api/wishlists/{id}/decline: the wisher declines the offer before sharing the address: offered -> posted.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'decline');
