// The user pool's side of ending sessions: sign a member out everywhere (refresh tokens revoked, so no
// new id token can be had from them) and change a password with the member's own access token.
// The API's own "valid after" mark (store/member-sessions.ts) ends the id tokens already issued.

import {
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { authMessages, commonMessages } from '@bookwish/shared/domain/messages';
import { AppError } from '../app/app-error.ts';
import type { UserPoolSessions } from '../app/notify-ports.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';

export async function signOutEverywhere(username: string): Promise<void> {
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: config().userPoolId, Username: username }),
    );
  } catch (error) {
    // A token whose member is no longer in the pool has no session to end: ask to sign in, not a 500.
    if ((error as { name?: string }).name === 'UserNotFoundException') {
      throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
    }
    throw error;
  }
}

/** The access token's subject, unverified: Cognito verifies the token itself in ChangePassword; this
 * only makes sure the caller changes their own password, not one whose token they hold. */
function subjectOf(accessToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export async function changePassword(
  uid: string,
  input: { accessToken: string; currentPassword: string; newPassword: string },
): Promise<void> {
  if (subjectOf(input.accessToken) !== uid) {
    throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
  }
  try {
    await cognito().send(
      new ChangePasswordCommand({
        AccessToken: input.accessToken,
        PreviousPassword: input.currentPassword,
        ProposedPassword: input.newPassword,
      }),
    );
  } catch (error) {
    const name = (error as { name?: string }).name;
    const message = (error as { message?: string }).message ?? '';
    // Cognito says NotAuthorized both for a wrong password and for a revoked or expired access token.
    if (name === 'NotAuthorizedException' && /token/i.test(message)) {
      throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
    }
    if (
      name === 'NotAuthorizedException' ||
      (name === 'InvalidPasswordException' && /incorrect/i.test(message))
    ) {
      throw new AppError('VALIDATION', authMessages.deleteWrongPassword, {
        currentPassword: authMessages.deleteWrongPassword,
      });
    }
    if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
      throw new AppError('VALIDATION', authMessages.passwordMin, { newPassword: authMessages.passwordMin });
    }
    throw error;
  }
}

/** The UserPoolSessions port. */
export const cognitoSessions: UserPoolSessions = { signOutEverywhere, changePassword };
