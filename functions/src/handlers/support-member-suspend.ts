// POST /api/support/members/{uid}/suspend { reason }: a volunteer suspends a member (app/suspend-member.ts):
// their tokens are refused at once, the user pool disables them, their exchanges end and the other
// members are emailed. Volunteers only (403 for everyone else).

import { systemClock } from '../app/ports.ts';
import { suspendMember } from '../app/suspend-member.ts';
import { cognitoSuspendPool } from '../aws/cognito-suspend.ts';
import { isVolunteerNow } from '../aws/volunteer-groups.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { suspendSessions } from '../store/member-sessions.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

const deps = {
  store: dynamoEventStore,
  clock: systemClock,
  pool: cognitoSuspendPool,
  sessions: {
    suspend: (uid: string, by: { uid: string; name: string }, reason: string, at: number) =>
      suspendSessions(uid, by, reason, at),
  },
  devices: dynamoPushDevices,
};

export const handler = apiHandler(
  { auth: 'optional', volunteerNow: isVolunteerNow, body: true },
  async ({ caller, params, body }) => json(200, await suspendMember(deps, { caller, uid: params.uid, body })),
);
