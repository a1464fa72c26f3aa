// POST /api/wishlists: the new post (spec 3 fields, optional cover upload); 201 with it.

import { createPost } from '../app/create-post.ts';
import { apiHandler } from '../http/api-handler.ts';
import { idForKey, newId } from '../http/ids.ts';
import { imageDeps } from '../http/post-image-routes.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body, event }) =>
  json(
    201,
    await createPost({ ...imageDeps, newId, idForKey }, 'wishlist', {
      caller,
      body,
      idempotencyKey: event.headers?.['idempotency-key'],
    }),
  ),
);
