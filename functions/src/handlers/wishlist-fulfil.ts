// POST /api/wishlists/{id}/fulfil: the giver says the book is on its way: confirmed -> fulfilled.

import { fulfil } from '../app/fulfil.ts';
import { transitionRoute } from '../http/post-routes.ts';

export const handler = transitionRoute('wishlist', fulfil);
