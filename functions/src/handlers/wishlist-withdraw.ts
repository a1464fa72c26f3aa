// POST /api/wishlists/{id}/withdraw: the giver withdraws the offer before the address is shared: offered -> posted.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'withdraw');
