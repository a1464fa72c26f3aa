// Helpers for integration tests against the running local stack (started by test-stack.ts): real
// members signed up through the Cognito shim and confirmed with the code from the dev mailbox, and a
// fetch helper for the front. Nothing here is faked: these are the calls the SPA makes.

import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { cognito } from '../aws/cognito.ts';
import { config } from '../config.ts';
import type { Mail } from './mailbox.ts';

export interface TestMember {
  uid: string;
  email: string;
  name: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** The front's URL (set by the global setup). */
export function apiUrl(): string {
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL is not set: run integration tests through vitest (global setup)');
  return url;
}

/** The mails the system would have sent to this address, oldest first. */
export async function mailbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${apiUrl()}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** The newest code mailed to this address. */
export async function latestCode(to: string): Promise<string> {
  const mails = await mailbox(to);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`No code was mailed to ${to}`);
  return code;
}

function subOf(idToken: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return payload.sub;
}

/** Signs in with email and password (USER_PASSWORD_AUTH, as the SPA does). */
export async function login(
  email: string,
  password: string,
): Promise<Pick<TestMember, 'uid' | 'idToken' | 'accessToken' | 'refreshToken'>> {
  const result = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken)
    throw new Error('Login returned no tokens');
  return {
    uid: subOf(tokens.IdToken),
    idToken: tokens.IdToken,
    accessToken: tokens.AccessToken,
    refreshToken: tokens.RefreshToken,
  };
}

/** A new member: sign up, confirm with the mailed code, sign in. Each call makes a distinct member. */
export async function signUpAndLogin(name = 'Test Member'): Promise<TestMember> {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'member';
  const email = `${slug}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret-pass-1';
  const clientId = config().userPoolClientId;
  await cognito()
    .send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
        // The app client may not write `name`: the sign-up check takes it from here.
        ValidationData: [{ Name: 'name', Value: name }],
      }),
    )
    .catch((error: unknown) => {
      // The email is new (a random part), so "exists" means the SDK sent the sign-up again after a
      // slow first answer on a busy machine, and the first one went through.
      if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
    });
  await cognito()
    .send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        Username: email,
        ConfirmationCode: await latestCode(email),
      }),
    )
    .catch((error: unknown) => {
      // The same for a confirmation sent again: the first one used the code. The log-in below proves
      // the member is confirmed.
      if ((error as { name?: string }).name !== 'ExpiredCodeException') throw error;
    });
  return { email, name, password, ...(await login(email, password)) };
}

/** Puts a member in the `volunteers` group. Their next sign-in carries the group in the id token. */
export async function makeVolunteer(email: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: config().userPoolId,
      Username: email,
      GroupName: VOLUNTEERS_GROUP,
    }),
  );
}

/** A signed-in volunteer (signed up, added to the group, signed in again for the group claim). */
export async function signUpVolunteer(name = 'Test Volunteer'): Promise<TestMember> {
  const member = await signUpAndLogin(name);
  await makeVolunteer(member.email);
  return { ...member, ...(await login(member.email, member.password)) };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: T;
}

/** Calls the front like the SPA: JSON body, Bearer id token. */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${apiUrl()}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}
