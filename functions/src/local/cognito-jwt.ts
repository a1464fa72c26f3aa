// RS256 JWTs with cognito-local's own key pair (node:crypto, no extra library): the shim re-signs id
// tokens with extra claims and checks access tokens for GlobalSignOut. The public key is what
// cognito-local publishes as its JWKS, so aws-jwt-verify accepts our tokens exactly like its own.

import {
  createPrivateKey,
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const privateJson = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
const publicJson = require('cognito-local/lib/keys/cognitoLocal.public.json') as {
  jwk: JsonWebKey & { kid: string };
};

const privateKey: KeyObject = createPrivateKey(privateJson.pem);
const publicKey: KeyObject = createPublicKey({ key: publicJson.jwk, format: 'jwk' });

/** The emulator's JWKS, as served at /<pool>/.well-known/jwks.json (handlers load it with cacheJwks). */
export function emulatorJwks(): { keys: (JsonWebKey & { kid: string })[] } {
  return { keys: [publicJson.jwk] };
}

type Claims = Record<string, unknown>;

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeJwt(token: string): { header: Claims; payload: Claims } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return {
      header: JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString('utf8')) as Claims,
      payload: JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as Claims,
    };
  } catch {
    return null;
  }
}

/** Signs claims as given (iat, exp, iss, aud included), with the emulator's key id. */
export function signJwt(header: Claims, payload: Claims): string {
  const input = `${b64({ ...header, alg: 'RS256', typ: 'JWT', kid: publicJson.jwk.kid })}.${b64(payload)}`;
  const signature = sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url');
  return `${input}.${signature}`;
}

/** The payload of a token signed by the emulator and not expired, or null. */
export function verifyJwt(token: string, now: number = Date.now()): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    publicKey,
    Buffer.from(parts[2] ?? '', 'base64url'),
  );
  if (!ok) return null;
  const decoded = decodeJwt(token);
  if (!decoded) return null;
  const exp = decoded.payload.exp;
  if (typeof exp === 'number' && exp * 1000 < now) return null;
  return decoded.payload;
}
