// POST /api/support/giveaways/{id}/draw: after the window's last day, once: the entries are frozen
// without volunteers and suspended members (asked of the user pool and the session records now), the
// seed revealed, the winners follow; the timers sweep emails them. Volunteers only, audited.

import { drawGiveaway } from '../app/giveaways.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { giveawayDeps } from '../http/giveaway-deps.ts';
import { json } from '../http/respond.ts';
import { SUSPENDED, sessionsValidAfter } from '../store/member-sessions.ts';

const deps = {
  ...giveawayDeps,
  eligibility: {
    mayNotWin: async (uid: string) =>
      (await sessionsValidAfter(uid)) === SUSPENDED || (await isVolunteerNow(uid)),
  },
};

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow },
  async ({ caller, params }) => json(200, await drawGiveaway(deps, { caller, id: params.id })),
);
