// The MemberDirectory port on the user pool: a member's address and display name for an email, and
// whether an account still exists (an unsubscribe link of a deleted member changes nothing), by reads
// without the pool's client (cognito-reads.ts).

import type { MemberContact, MemberDirectory } from '../app/notify-ports.ts';
import { config } from '../config.ts';
import { memberExists } from './cognito-lookup.ts';
import { readUserPool } from './cognito-reads.ts';

async function contactOf(uid: string): Promise<MemberContact | null> {
  try {
    const user = await readUserPool('AdminGetUser', { UserPoolId: config().userPoolId, Username: uid });
    const attr = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    const email = attr('email');
    return email ? { email, name: attr('name') ?? '' } : null;
  } catch (error) {
    // A member who deleted their account gets nothing.
    if ((error as { name?: string }).name === 'UserNotFoundException') return null;
    throw error;
  }
}

export const cognitoDirectory: MemberDirectory = { contactOf, exists: memberExists };
