// POST /api/wishlists/{id}/fulfil: the giver says the book is on its way: confirmed -> fulfilled.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'fulfil');
