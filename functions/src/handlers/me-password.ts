// POST /api/me/password: changes the password with the member's access token, then ends every session
// (refresh tokens in the user pool, id tokens at the API). The SPA signs in again with the new password.

import { changePassword } from '../app/account-sessions.ts';
import { cognitoSessions } from '../aws/cognito-sessions.ts';
import { apiHandler } from '../http/api-handler.ts';
import { noContent } from '../http/respond.ts';
import { dynamoSessionMarks } from '../store/member-sessions.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  await changePassword(
    { pool: cognitoSessions, marks: dynamoSessionMarks, devices: dynamoPushDevices },
    { caller, body },
  );
  return noContent();
});
