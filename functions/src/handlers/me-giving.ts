// GET /api/me/giving: my books given and received (closed exchanges), one GetItem.

import { myGivingCounts } from '../app/thanks-wall.ts';
import { apiHandler } from '../http/api-handler.ts';
import { postDeps } from '../http/deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) =>
  json(200, await myGivingCounts(postDeps, caller)),
);
