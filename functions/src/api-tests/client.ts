// A small HTTP client for the local front (the same origin the SPA uses) and the members the tests
// act as. Tokens are Cognito id tokens signed with the emulator's key and the pool's issuer and client,
// so the handlers verify them exactly as they verify the emulator's own sign-ins.

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { inject } from 'vitest';
import { signUpAndLogin, signUpVolunteer, type TestMember } from '../local/test-helpers.ts';
import { emulatorSigned, idClaims } from './forged-tokens.ts';

export interface Member {
  uid: string;
  name: string;
  token: string;
  /** Set for members signed up through Cognito (needed for account routes). */
  account?: TestMember;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body, inspected by the test
  body: any;
  text: string;
  headers: Headers;
}

export function baseUrl(): string {
  return inject('stack').url;
}

/** A member signed up, confirmed and signed in through the Cognito emulator, as the SPA does. */
export async function signedUp(name: string): Promise<Member> {
  const account = await signUpAndLogin(name);
  return { uid: account.uid, name, token: account.idToken, account };
}

export async function signedUpVolunteer(name: string): Promise<Member> {
  const account = await signUpVolunteer(name);
  return { uid: account.uid, name, token: account.idToken, account };
}

/** Who a post meets in the authorization tests: its owner, the member on the other side of its
 * exchange, a stranger and a volunteer (a visitor has no token). */
export type Persona = 'visitor' | 'stranger' | 'owner' | 'counterparty' | 'volunteer';
export const PERSONAS: readonly Persona[] = ['visitor', 'stranger', 'owner', 'counterparty', 'volunteer'];

/** One signed-up member for each persona but the visitor. */
export async function signedUpPersonas(): Promise<Record<Exclude<Persona, 'visitor'>, Member>> {
  return {
    owner: await signedUp('Olivia Owner'),
    counterparty: await signedUp('Casey Counterparty'),
    stranger: await signedUp('Sam Stranger'),
    volunteer: await signedUpVolunteer('Val Volunteer'),
  };
}

/** A token for a member who need not exist in the pool (the handlers never look members up):
 * cheap enough for 50 racers. Same key, issuer, client and claims as the emulator's own tokens. */
export function member(
  name = `Member ${randomUUID().slice(0, 6)}`,
  extra: Record<string, unknown> = {},
): Member {
  const uid = randomUUID();
  return { uid, name, token: emulatorSigned(idClaims(uid, { name, ...extra })) };
}

/** The API asks the user pool whether a volunteer still is one, so forged volunteers act under the
 * seeded volunteer's user name (Vera, in the group); their uid and name stay their own. */
export const SEEDED_VOLUNTEER_USERNAME = 'vera@example.org';

export function volunteer(name = 'Volunteer Val'): Member {
  return member(name, { 'cognito:groups': ['volunteers'], 'cognito:username': SEEDED_VOLUNTEER_USERNAME });
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is (for non-JSON and oversized bodies). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.raw !== undefined)
    body = typeof options.raw === 'string' ? options.raw : new Uint8Array(options.raw);
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

export const wishlistBody = (title = 'The Hobbit') => ({
  title,
  author: 'J.R.R. Tolkien',
  types: ['Fiction'],
  purchaseLink: 'https://books.example.com/hobbit',
  destination: 'Canada',
  price: 'CAD 20.00',
  message: 'For my reading club',
});

export const treatBody = (title = 'Matilda') => ({
  title,
  author: 'Roald Dahl',
  types: ['Fiction'],
  shippingDestination: 'Canada, US',
  message: 'A spare copy in good shape',
});

/** Fails the test with the server's answer when a setup step does not succeed. */
export function expectOk(answer: Answer, what: string): Answer {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer;
}

/** A small decodable PNG uploaded by `who` for `purpose` (attach processes it: images.test.ts); the key
 * a post, a thank-you or an avatar then names. */
export async function uploadedPicture(
  who: Member,
  purpose: string,
  picture: { width: number; height: number; background: string },
): Promise<string> {
  const png = await sharp({ create: { ...picture, channels: 3 } })
    .png()
    .toBuffer();
  return (await uploaded(who, purpose, png)).key;
}

/** Moves the local stack's clock (POST /_dev/clock: `{ advanceDays }` or `{ reset: true }`). */
export async function devClock(body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}/_dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { text } };
}

/** A photo uploaded as the browser sends it: a ticket from /api/uploads, then the PUT to its presigned
 * URL. The key is what a post, a thank-you or an avatar then names. */
export async function uploaded(
  who: Member,
  purpose: string,
  bytes: Uint8Array,
  contentType = 'image/png',
): Promise<{ key: string; url: string }> {
  const ticket = expectOk(
    await call('POST', '/api/uploads', {
      token: who.token,
      body: { purpose, contentType, size: bytes.length },
    }),
    `${purpose} ticket`,
  );
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`${purpose} upload: ${put.status} ${await put.text()}`);
  return { key: ticket.body.key as string, url: ticket.body.uploadUrl as string };
}
