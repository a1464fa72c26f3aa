// The user pool behind the application's Members port: find a member by email (for volunteers), set
// the avatar picture, delete the user (account deletion, last step).

import {
  AdminDeleteUserCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
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
  async deleteUser(username) {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config().userPoolId, Username: username }));
  },
};
