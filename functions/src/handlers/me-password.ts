// POST /api/me/password: changes the password with the member's access token, then ends every session
// (refresh tokens in the user pool, id tokens at the API). The SPA signs in again with the new password.

import { passwordChangeRequestSchema } from '@bookwish/shared/domain/schemas';
import { parse } from '../app/validate.ts';
import { changePassword, signOutEverywhere } from '../aws/cognito-sessions.ts';
import { apiHandler } from '../http/api-handler.ts';
import { noContent } from '../http/respond.ts';
import { revokeSessions } from '../store/member-sessions.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) => {
  const input = parse(passwordChangeRequestSchema, body);
  await changePassword(caller.uid, input);
  await signOutEverywhere(caller.username);
  await revokeSessions(caller.uid);
  return noContent();
});
