// GET /api/treats/{id}/packing-slip: the treater's packing slip (recipient's name and address, the
// book, the post's path), at Requested only; nobody else may read it.

import { packingSlip } from '../app/packing-slip.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { postIdParam } from '../http/post-routes.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller, params }) =>
  json(200, await packingSlip(postDeps, { postId: postIdParam('treat', params), caller })),
);
