// The MemberDirectory port on the user pool: a member's address and display name for an email, and
// whether an account still exists (an unsubscribe link of a deleted member changes nothing).

import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { MemberContact, MemberDirectory } from '../app/notify-ports.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';
import { memberExists } from './cognito-members.ts';

async function contactOf(uid: string): Promise<MemberContact | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: uid }),
    );
    const attr = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    const email = attr('email');
    return email ? { email, name: attr('name') ?? '' } : null;
  } catch (error) {
    // A member who deleted their account gets nothing.
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

export const cognitoDirectory: MemberDirectory = { contactOf, exists: memberExists };
