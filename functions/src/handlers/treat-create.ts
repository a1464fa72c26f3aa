// POST /api/treats: the new post (spec 3 fields, optional cover upload); 201 with it.

import { createPost } from '../app/create-post.ts';
import { apiHandler } from '../http/api-handler.ts';
import { idempotency } from '../http/idempotency.ts';
import { idForKey, newId } from '../http/ids.ts';
import { imageDeps } from '../http/post-image-routes.ts';
import { json } from '../http/respond.ts';

// Two guards against a repeated submit: the Idempotency-Key middleware answers a repeat with the first
// answer, and the post id derived from the key makes a retry after an unknown outcome (a 503 while the
// store stalled, whose write landed later) find that post instead of making a second.
export const handler = apiHandler(
  { auth: 'required', body: true, idempotent: idempotency },
  async ({ caller, body, event }) =>
    json(
      201,
      await createPost({ ...imageDeps, newId, idForKey }, 'treat', {
        caller,
        body,
        idempotencyKey: event.headers?.['idempotency-key'],
      }),
    ),
);
