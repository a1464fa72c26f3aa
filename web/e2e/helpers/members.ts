// Members for e2e flows: unique accounts made through the same Cognito endpoint the SPA uses (the
// local emulator behind the stack's origin), the verification code read from the dev mailbox, and a
// UI log-in. Flows that are not under test (making 31 wishlists) go through the API with a token.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Member {
  email: string;
  password: string;
  name: string;
}

interface StackConfig {
  userPoolClientId: string;
  cognitoEndpoint: string;
}

let counter = 0;
export function newMember(label: string): Member {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  return {
    email: `e2e-${label}-${id}@example.org`,
    password: 'reading-is-fun',
    name: `${label} ${id.slice(-4)}`,
  };
}

async function config(request: APIRequestContext): Promise<StackConfig> {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StackConfig;
}

async function cognito(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const { cognitoEndpoint } = await config(request);
  const response = await request.post(cognitoEndpoint, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.ok(), `${operation}: ${JSON.stringify(json)}`).toBe(true);
  return json;
}

/** The latest one-time code the system "emailed" to this address. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as { code?: string }[];
      code = mails.filter((m) => m.code).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** An email as the dev mailbox lists it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** The notification emails (not Cognito's codes) in one member's dev mailbox (the SES emulator). */
export async function notifications(request: APIRequestContext, who: Member): Promise<Mail[]> {
  const response = await request.get(`/_dev/mailbox?to=${encodeURIComponent(who.email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter((mail) => mail.kind === 'Notification');
}

/** A verified account, made without the UI (the auth spec covers the UI sign-up). */
export async function createMember(request: APIRequestContext, label: string): Promise<Member> {
  const member = newMember(label);
  const { userPoolClientId } = await config(request);
  await cognito(request, 'SignUp', {
    ClientId: userPoolClientId,
    Username: member.email,
    Password: member.password,
    UserAttributes: [{ Name: 'email', Value: member.email }],
    // The app client may not write `name`: the sign-up check takes it from here.
    ValidationData: [{ Name: 'name', Value: member.name }],
  });
  const code = await latestCode(request, member.email);
  await cognito(request, 'ConfirmSignUp', {
    ClientId: userPoolClientId,
    Username: member.email,
    ConfirmationCode: code,
  });
  return member;
}

/** The two sides of one wish, both verified. */
export function wisherAndGiver(request: APIRequestContext): Promise<[Member, Member]> {
  return Promise.all([createMember(request, 'wisher'), createMember(request, 'giver')]);
}

/** An id token for API calls from the test itself. */
export async function idToken(request: APIRequestContext, member: Member): Promise<string> {
  const { userPoolClientId } = await config(request);
  const result = (await cognito(request, 'InitiateAuth', {
    ClientId: userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
  })) as { AuthenticationResult: { IdToken: string } };
  return result.AuthenticationResult.IdToken;
}

/** Where the SPA keeps the signed-in member's tokens (web/src/lib/session.ts). */
const SESSION_KEY = 'bookwish.session';

/**
 * Signs a member in without the form: the same Cognito call the form makes, its tokens stored where
 * the SPA keeps them, so the page's next navigation starts signed in. The form itself is proved once,
 * in auth.spec.ts (sign up, log in, a wrong password, forgot password); every other journey starts
 * here, which spares each one the log-in page, the Cognito SDK chunk and the redirect.
 */
export async function signIn(page: Page, member: Pick<Member, 'email' | 'password'>): Promise<void> {
  const { userPoolClientId } = await config(page.request);
  const result = (await cognito(page.request, 'InitiateAuth', {
    ClientId: userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
  })) as { AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string } };
  const tokens = {
    idToken: result.AuthenticationResult.IdToken,
    accessToken: result.AuthenticationResult.AccessToken,
    refreshToken: result.AuthenticationResult.RefreshToken,
    username: member.email,
  };
  // Any document of the origin will do for its localStorage: the config file boots no app.
  await page.goto('/config.json');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(tokens),
  });
}

/** Signs in (signIn) and opens the home page, once the menu shows the member. */
export async function logIn(page: Page, member: Pick<Member, 'email' | 'password'>): Promise<void> {
  await signIn(page, member);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
}

/** The member's own photo in the menu, as it shows once an avatar was uploaded and processed. */
export function menuAvatar(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: /Your profile/ })
    .locator('img');
}

/** A tiny valid PNG (any width x height, one colour), for cover and thank-you uploads. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  // 1x1 red pixel.
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A file that is not a picture at all: refused by every picture field. */
export const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') };

/** 1.5 MB that claims to be a PNG but is not an image: it cannot be decoded, so it cannot shrink to fit. */
export const hugeFakePng = {
  name: 'huge.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(1_500_000, 7),
  ]),
};

/** A member's POST to the API from the test itself (to set a post up without the UI); fails the test
 * with the server's answer. */
export async function apiPost<T = { id: string }>(
  request: APIRequestContext,
  who: Member,
  path: string,
  data: object,
): Promise<T> {
  const answer = await request.post(path, {
    headers: { authorization: `Bearer ${await idToken(request, who)}` },
    data,
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}
