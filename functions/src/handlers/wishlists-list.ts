// GET /api/wishlists?limit=&cursor=: all wishlists, newest first, one Query per page. Public: no token needed.

import { listRoute } from '../http/post-routes.ts';

export const handler = listRoute('wishlist');
