// The shim makes cognito-local behave like Cognito where it was measured to differ. Each test calls the
// shim with the AWS SDK exactly as the SPA and handlers do, through the running stack.

import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { describe, expect, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import { latestCode, login, mailbox, signUpAndLogin } from './test-helpers.ts';

const clientId = () => config().userPoolClientId;
const newEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The error name the SDK raises for a call (Cognito's __type). */
async function errorOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return (error as Error).name;
  }
  return 'no error';
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A refresh of the session, as the web client asks for new tokens. */
const refresh = (refreshToken: string) =>
  cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId(),
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

describe('password policy (minimum 6 characters)', () => {
  it('refuses a 5-character password at sign-up and accepts 6', async () => {
    const email = newEmail('short');
    const short = cognito().send(
      new SignUpCommand({
        ClientId: clientId(),
        Username: email,
        Password: 'abc12',
        ValidationData: [{ Name: 'name', Value: 'Sam Shim' }],
      }),
    );
    expect(await errorOf(short)).toBe('InvalidPasswordException');
    // Nothing was created: the same email can still sign up.
    const ok = await cognito().send(
      new SignUpCommand({
        ClientId: clientId(),
        Username: email,
        Password: 'abc123',
        ValidationData: [{ Name: 'name', Value: 'Sam Shim' }],
      }),
    );
    expect(ok.UserConfirmed).toBe(false);
  });

  it('refuses a short new password on change', async () => {
    const member = await signUpAndLogin('Pat Password');
    const change = cognito().send(
      new ChangePasswordCommand({
        AccessToken: member.accessToken,
        PreviousPassword: member.password,
        ProposedPassword: '12345',
      }),
    );
    expect(await errorOf(change)).toBe('InvalidPasswordException');
    // The old password still works.
    await expect(login(member.email, member.password)).resolves.toMatchObject({ uid: member.uid });
  });

  it('answers a wrong current password on change with NotAuthorizedException, as Cognito', async () => {
    const member = await signUpAndLogin('Wes Wrongcurrent');
    const change = cognito().send(
      new ChangePasswordCommand({
        AccessToken: member.accessToken,
        PreviousPassword: 'not-my-password',
        ProposedPassword: 'brand-new-1',
      }),
    );
    expect(await errorOf(change)).toBe('NotAuthorizedException');
    await expect(login(member.email, member.password)).resolves.toMatchObject({ uid: member.uid });
  });
});

describe('ResendConfirmationCode', () => {
  it('mails a new code that confirms the account', async () => {
    const email = newEmail('resend');
    await cognito().send(
      new SignUpCommand({
        ClientId: clientId(),
        Username: email,
        Password: 'secret1',
        ValidationData: [{ Name: 'name', Value: 'Sam Shim' }],
      }),
    );
    const first = await latestCode(email);
    const resent = await cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: clientId(), Username: email }),
    );
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const mails = await mailbox(email);
    expect(mails.map((m) => m.kind)).toEqual(['SignUp', 'ResendCode']);
    const second = await latestCode(email);
    expect(second).toMatch(/^\d{6}$/);
    if (second !== first) {
      // The replaced code no longer works, as in Cognito.
      const stale = cognito().send(
        new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: first }),
      );
      expect(await errorOf(stale)).toBe('CodeMismatchException');
    }
    await cognito().send(
      new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: second }),
    );
    await expect(login(email, 'secret1')).resolves.toHaveProperty('idToken');
  });

  it('refuses to resend for an account that is already confirmed', async () => {
    const member = await signUpAndLogin('Carl Confirmed');
    const resend = cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: clientId(), Username: member.email }),
    );
    expect(await errorOf(resend)).toBe('InvalidParameterException');
  });
});

describe('ConfirmSignUp', () => {
  it('marks the email verified, in the user and in the id token', async () => {
    const member = await signUpAndLogin('Vic Verified');
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: member.email }),
    );
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
    expect(claimsOf(member.idToken).email_verified).toBe(true);
  });
});

describe('id token', () => {
  it('carries name and picture, and passes the same CognitoJwtVerifier the handlers use', async () => {
    const member = await signUpAndLogin('Nora Name');
    const picture = `${config().publicOrigin}/images/avatars/${member.uid}.png`;
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: config().userPoolId,
        Username: member.email,
        UserAttributes: [{ Name: 'picture', Value: picture }],
      }),
    );
    const { idToken } = await login(member.email, member.password);

    const verifier = CognitoJwtVerifier.create({
      userPoolId: config().userPoolId,
      clientId: clientId(),
      tokenUse: 'id',
    });
    const jwks = config().cognitoJwks;
    if (!jwks) throw new Error('COGNITO_JWKS missing');
    verifier.cacheJwks(jwks);
    const payload = await verifier.verify(idToken);
    expect(payload).toMatchObject({ sub: member.uid, name: 'Nora Name', picture, email: member.email });
    expect(payload.iss).toBe(`https://cognito-idp.ca-central-1.amazonaws.com/${config().userPoolId}`);
  });

  it('keeps name, and the original sign-in time, after a token refresh', async () => {
    const member = await signUpAndLogin('Rae Refresh');
    // Tokens count whole seconds: let one pass so a reset auth_time would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await refresh(member.refreshToken);
    const idToken = refreshed.AuthenticationResult?.IdToken ?? '';
    expect(claimsOf(idToken).name).toBe('Rae Refresh');
    // "Recently re-authenticated" (DELETE /api/me) must not be satisfied by a mere refresh.
    expect(claimsOf(idToken).auth_time).toBe(claimsOf(member.idToken).auth_time);
    expect(claimsOf(idToken).iat).toBeGreaterThan(claimsOf(member.idToken).iat as number);
  });
});

describe('a disabled user (a suspension: AdminDisableUser)', () => {
  it('cannot sign in or refresh, as in Cognito; enabled again, signs in', async () => {
    const member = await signUpAndLogin('Dee Disabled');
    const pool = { UserPoolId: config().userPoolId, Username: member.uid };
    await cognito().send(new AdminDisableUserCommand(pool));

    const signIn = login(member.email, member.password);
    expect(await errorOf(signIn)).toBe('NotAuthorizedException');
    expect(await errorOf(refresh(member.refreshToken))).toBe('NotAuthorizedException');

    await cognito().send(new AdminEnableUserCommand(pool));
    await expect(login(member.email, member.password)).resolves.toMatchObject({ uid: member.uid });
  });
});

describe('GlobalSignOut', () => {
  it('revokes the access and refresh tokens; a new sign-in works', async () => {
    const member = await signUpAndLogin('Gil Global');
    await cognito().send(new GetUserCommand({ AccessToken: member.accessToken }));
    await cognito().send(new GlobalSignOutCommand({ AccessToken: member.accessToken }));

    expect(await errorOf(cognito().send(new GetUserCommand({ AccessToken: member.accessToken })))).toBe(
      'NotAuthorizedException',
    );
    expect(await errorOf(refresh(member.refreshToken))).toBe('NotAuthorizedException');

    const again = await login(member.email, member.password);
    const user = await cognito().send(new GetUserCommand({ AccessToken: again.accessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'name', Value: 'Gil Global' });
  });

  it('refuses a forged access token', async () => {
    const member = await signUpAndLogin('Fay Forged');
    const [header, payload] = member.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
    expect(await errorOf(cognito().send(new GlobalSignOutCommand({ AccessToken: forged })))).toBe(
      'NotAuthorizedException',
    );
  });
});

describe('unknown emails (PreventUserExistenceErrors, as the AWS app client)', () => {
  it('answers a reset or resend for an unknown email like for a real one, and mails nothing', async () => {
    const email = newEmail('nobody');
    const reset = await cognito().send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
    expect(reset.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    const resend = await cognito().send(
      new ResendConfirmationCodeCommand({ ClientId: clientId(), Username: email }),
    );
    expect(resend.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect(await mailbox(email)).toEqual([]);
  });

  it('answers a sign-in with an unknown email like a wrong password', async () => {
    const member = await signUpAndLogin('Will Wrong');
    const unknown = await errorOf(login(newEmail('nobody'), 'whatever1'));
    const wrongPassword = await errorOf(login(member.email, 'not-the-password'));
    expect(unknown).toBe('NotAuthorizedException');
    expect(wrongPassword).toBe('NotAuthorizedException');
  });

  it('mails a reset code to a real member', async () => {
    const member = await signUpAndLogin('Rhea Reset');
    await cognito().send(new ForgotPasswordCommand({ ClientId: clientId(), Username: member.email }));
    const mails = await mailbox(member.email);
    expect(mails.at(-1)).toMatchObject({ kind: 'ForgotPassword', code: expect.stringMatching(/^\d{6}$/) });
  });
});
