// POST /api/wishlists/{id}/confirm: the wisher shares the shipping address: offered -> confirmed.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'confirm');
