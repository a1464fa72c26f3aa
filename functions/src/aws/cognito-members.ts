// The user pool behind the application's Members port: find a member by email (for volunteers), set
// the avatar picture and the display name (checked here, never written by the browser), delete the user (account deletion, last step).

import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MemberRecord, Members } from '../app/ports.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';

/** The member with this email (Cognito holds emails lower-case once verified), or null. */
async function findByEmail(email: string): Promise<MemberRecord | null> {
  // Cognito's filter syntax quotes the value; a quote or backslash in it would end the string early.
  const value = email.trim().toLowerCase().replace(/["\\]/g, '');
  const { Users } = await cognito().send(
    new ListUsersCommand({ UserPoolId: config().userPoolId, Filter: `email = "${value}"`, Limit: 2 }),
  );
  const user = Users?.[0];
  if (!user) return null;
  const attr = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
  const uid = attr('sub');
  if (!uid) return null;
  return { uid, name: attr('name'), email: attr('email') };
}

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

/** Whether the member (Cognito's user name is the member's uid) still has an account. */
export async function memberExists(uid: string): Promise<boolean> {
  try {
    await cognito().send(new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: uid }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
}
