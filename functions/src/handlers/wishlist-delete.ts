// DELETE /api/wishlists/{id}: the owner removes their wishlist while it is posted or closed (never mid-exchange).

import { deleteRoute } from '../http/post-delete-route.ts';

export const handler = deleteRoute('wishlist');
