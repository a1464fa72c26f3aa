// The user pool's members as the volunteers' routes and the emails look them up: who has this email
// (member lookup, export), whether an account is still there (unsubscribe, suspension), by reads
// without the pool's client (cognito-reads.ts).

import type { MemberRecord, Members } from '../app/ports.ts';
import { config } from '../config.ts';
import { readUserPool } from './cognito-reads.ts';

/** The member with this email (Cognito holds emails lower-case once verified), or null. */
export async function findByEmail(email: string): Promise<MemberRecord | null> {
  // Cognito's filter syntax quotes the value; a quote or backslash in it would end the string early.
  const value = email.trim().toLowerCase().replace(/["\\]/g, '');
  const { Users } = await readUserPool('ListUsers', {
    UserPoolId: config().userPoolId,
    Filter: `email = "${value}"`,
    Limit: 2,
  });
  const user = Users?.[0];
  if (!user) return null;
  const attr = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
  const uid = attr('sub');
  if (!uid) return null;
  return { uid, name: attr('name'), email: attr('email') };
}

export const memberLookup: Pick<Members, 'findByEmail'> = { findByEmail };

/** Whether the member (Cognito's user name is the member's uid) still has an account. */
export async function memberExists(uid: string): Promise<boolean> {
  try {
    await readUserPool('AdminGetUser', { UserPoolId: config().userPoolId, Username: uid });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}
