// The user pool behind the application's Members port: find a member by email (for volunteers:
// cognito-lookup.ts), set the avatar picture and the display name (checked here, never written by the
// browser), delete the user (account deletion, last step).

import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Members } from '../app/ports.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';
import { findByEmail } from './cognito-lookup.ts';

/** The display name, by the server only (the app client may not write it). The pool is named by the
 * caller: Cognito's post-confirmation trigger gets it in its event, not from the environment. */
export async function setNameInPool(userPoolId: string, username: string, name: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: username,
      UserAttributes: [{ Name: 'name', Value: name }],
    }),
  );
}

export const cognitoMembers: Members = {
  findByEmail,
  async setPicture(username, url) {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config().userPoolId,
        Username: username,
        UserAttributes: [{ Name: 'picture', Value: url }],
      }),
    );
  },
  async setName(username, name) {
    await setNameInPool(config().userPoolId, username, name);
  },
  async deleteUser(username) {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: username }));
  },
};
