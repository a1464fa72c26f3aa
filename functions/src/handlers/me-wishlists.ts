// GET /api/me/wishlists?role=wisher|offerer: my own wishlists, or the ones I offered on.

import { meWishlistsQuerySchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { listResponse } from '../http/post-routes.ts';
import { listByOwner, listByParty } from '../store/event-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, query }) => {
  const { role, ...page } = parse(meWishlistsQuerySchema, query);
  return listResponse(() =>
    role === 'wisher' ? listByOwner('wishlist', caller.uid, page) : listByParty('wishlist', caller.uid, page),
  );
});
