// PUT /api/me/profile: the display name, checked by the profile rules, then set in Cognito (the app
// client may not write `name`). The SPA refreshes its token afterwards, as for the avatar.

import { setDisplayName } from '../app/account.ts';
import { cognitoMembers } from '../aws/cognito-members.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';

export const handler = apiHandler({ auth: 'required', body: true }, async ({ caller, body }) =>
  json(200, await setDisplayName({ members: cognitoMembers }, { caller, body })),
);
