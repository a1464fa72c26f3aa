// POST /api/wishlists: Make a Wish. Fields in the spec's order, then the cover upload is checked
// (caller's key, <= 1 MB, PNG/JPEG bytes); 201 with the new wishlist.

import { createWishlistSchema } from '@bookwish/shared/domain/schemas';
import { apiHandler, parse } from '../http/api-handler.ts';
import { newId } from '../http/ids.ts';
import { runCommand, viewFor } from '../http/post-command.ts';
import { optionalImage } from '../http/post-image-routes.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  const { coverKey, ...fields } = parse(createWishlistSchema, body);
  const cover = await optionalImage(coverKey, 'cover', caller.uid, 'coverKey');
  const coverURL = cover.url;
  const coverImage = cover.image ? { coverImage: cover.image } : {};
  const post = await runCommand(
    'wishlist',
    newId(),
    { type: 'post', input: { ...fields, coverURL, ...coverImage } },
    caller,
    { isNew: true },
  );
  return json(201, viewFor(post, caller));
});
