// POST /api/support/giveaways (a new giveaway, its seed drawn now) and PUT /api/support/giveaways/{id}
// (its words, window, places or days to answer, until the draw). Volunteers only, audited.

import { randomBytes, randomUUID } from 'node:crypto';
import { createGiveaway, editGiveaway } from '../app/giveaways.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { json } from '../http/respond.ts';

// The seed and the pseudonyms' secret: 32 bytes from the platform's CSPRNG each.
const deps = { ...giveawayDeps, newId: randomUUID, randomHex: () => randomBytes(32).toString('hex') };

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) =>
    params.id === undefined
      ? json(201, await createGiveaway(deps, { caller, body }))
      : json(200, await editGiveaway(deps, { caller, id: params.id, body })),
);
