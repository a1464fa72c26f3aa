// POST /api/me/sign-out-everywhere: the SPA's sign-out. Refresh tokens are revoked in the user pool and
// the id tokens already issued stop at the API at once (member-sessions mark).

import { signOutEverywhere } from '../app/account-sessions.ts';
import { cognitoSessions } from '../aws/cognito-sessions.ts';
import { apiHandler } from '../http/api-handler.ts';
import { noContent } from '../http/respond.ts';
import { dynamoSessionMarks } from '../store/member-sessions.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ caller }) => {
  await signOutEverywhere(
    { pool: cognitoSessions, marks: dynamoSessionMarks, devices: dynamoPushDevices },
    caller,
  );
  return noContent();
});
