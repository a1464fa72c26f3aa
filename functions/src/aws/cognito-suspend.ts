// The user pool's side of a suspension (app/suspend-member.ts): the member cannot sign in again
// (AdminDisableUser) and no refresh token of theirs gives a new id token (AdminUserGlobalSignOut).
// Cognito's user name is the member's uid.

import { AdminDisableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SuspendPool } from '../app/suspend-member.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';
import { memberExists } from './cognito-lookup.ts';
import { signOutEverywhere } from './cognito-sessions.ts';
import { isVolunteerNow } from './volunteer-groups.ts';

export const cognitoSuspendPool: SuspendPool = {
  exists: memberExists,
  isVolunteer: (uid) => isVolunteerNow(uid),
  async disable(uid) {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: config().userPoolId, Username: uid }));
  },
  signOutEverywhere,
};
