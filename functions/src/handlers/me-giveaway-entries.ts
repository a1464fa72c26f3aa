// GET /api/me/giveaway-entries: the signed-in member's entry ids in the current giveaway, and the one
// that won if one did.

import { myGiveawayEntries } from '../app/giveaways.ts';
import { apiHandler } from '../http/api-handler.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) =>
  json(200, await myGiveawayEntries(giveawayDeps, { caller })),
);
