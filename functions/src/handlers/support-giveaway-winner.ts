// POST /api/support/giveaways/{id}/winners/{entryId} { action: 'sent' | 'forfeited' }: a volunteer marks
// a prize sent, or a winner who did not answer within the rules' days as forfeited (the next person in
// the same draw order wins instead). Volunteers only, audited.

import { actOnWinner } from '../app/giveaways.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) =>
    json(200, await actOnWinner(giveawayDeps, { caller, id: params.id, entryId: params.entryId, body })),
);
