// POST /api/wishlists/{id}/offer: a member (not the wisher) offers to gift the book: posted -> offered.

import { transitionRoute } from '../http/transition-route.ts';

export const handler = transitionRoute('wishlist', 'offer');
