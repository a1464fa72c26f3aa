// Tokens a attacker (or a stale tab) could send, built with node:crypto: the emulator's own key for
// well-signed tokens with wrong claims (expired, other issuer, other client, access token), a stranger
// key with the emulator's kid, a tampered payload, and an unsigned `alg: none` token.

import { generateKeyPairSync, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import { decodeJwt, signJwt } from '../local/cognito-jwt.ts';

const require = createRequire(import.meta.url);
const publicJwk = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: { kid: string } };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function issuer(): string {
  const region = process.env.AWS_REGION || 'ca-central-1';
  return `https://cognito-idp.${region}.amazonaws.com/${process.env.USER_POOL_ID}`;
}

/** Claims of a fresh id token for `sub`, as Cognito issues them. */
export function idClaims(sub: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    aud: process.env.USER_POOL_CLIENT_ID,
    iss: issuer(),
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    'cognito:username': sub,
    name: 'Forged Name',
    ...overrides,
  };
}

/** Signed with the emulator's private key: valid signature, claims as given. */
export function emulatorSigned(claims: Record<string, unknown>): string {
  return signJwt({}, claims);
}

/** Signed with a key that is not the pool's, under the pool key's kid. */
export function strangerSigned(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: publicJwk.jwk.kid })}.${b64(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** A real token whose payload was edited (e.g. joining the volunteers) after signing. */
export function tampered(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const decoded = decodeJwt(token);
  if (!decoded) throw new Error('not a JWT');
  return `${header}.${b64({ ...decoded.payload, ...changes })}.${signature}`;
}

/** Unsigned: `alg: none`, empty signature. */
export function unsigned(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT', kid: publicJwk.jwk.kid })}.${b64(claims)}.`;
}
