// POST /api/wishlists/{id}/withdraw: the giver withdraws the offer before the address is shared: offered -> posted.

import { withdraw } from '../app/end-exchange.ts';
import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', (deps, input) => withdraw(deps, 'wishlist', input));
