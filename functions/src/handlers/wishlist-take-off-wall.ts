// POST /api/wishlists/{id}/take-off-wall: the recipient takes their thank-you off the gratitude wall.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'takeOffWall');
