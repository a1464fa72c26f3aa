// POST /api/wishlists/{id}/decline: the wisher declines the offer before sharing the address: offered -> posted.

import { decline } from '../app/end-exchange.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', (deps, input) => decline(deps, 'wishlist', input));
