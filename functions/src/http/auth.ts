// Who is calling. The SPA sends the Cognito id token as a Bearer token; aws-jwt-verify checks its
// signature, issuer, audience (our app client), token use and expiry. Locally the emulator's JWKS is
// loaded with cacheJwks, so the very same verifier runs here and in AWS.

import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { commonMessages } from '@bookwish/shared/domain/messages';
import type { MiddlewareObj } from '@middy/core';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { AppError } from '../app/app-error.ts';
import { config } from '../config.ts';
import { sessionsValidAfter } from '../store/member-sessions.ts';
import type { ApiEvent, Caller } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

/** required: members only (401 for visitors). optional: visitors welcome, members recognised.
 * none: a route that never asks (http/public-handler.ts), built without this check at all. */
export type AuthMode = 'required' | 'optional' | 'none';

/** The modes this check runs in. */
export type CheckedAuthMode = Exclude<AuthMode, 'none'>;

export interface AuthSettings {
  userPoolId: string;
  clientId: string;
  /** Local only: the emulator's public keys (AWS: fetched from the issuer and cached). */
  jwks?: Jwks;
}

type IdTokenVerifier = ReturnType<typeof createVerifier>;

function createVerifier(settings: AuthSettings) {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: settings.userPoolId,
    clientId: settings.clientId,
    tokenUse: 'id',
  });
  if (settings.jwks) verifier.cacheJwks(settings.jwks);
  return verifier;
}

export function bearerToken(headers: ApiEvent['headers']): string | undefined {
  const value = headers?.authorization ?? headers?.Authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  // A malformed header is a bad token, not a visitor: the empty string fails verification.
  return match?.[1] ?? '';
}

/** What the token alone cannot tell: whether it was revoked since, and whether a volunteer still is one. */
export interface AuthChecks {
  /** The second at or before which the member's tokens are revoked (member-sessions store). */
  validAfter?: (uid: string) => Promise<number>;
  /** Asks the user pool; without it a token's volunteers claim is not trusted (caller.volunteer false). */
  volunteerNow?: (username: string) => Promise<boolean>;
  /** The route reads the session record along with its post (http/one-read.ts): the revocation check
   * is left to that read (event.pendingSession), so it costs no call of its own. */
  deferSession?: boolean;
}

function callerFrom(payload: Record<string, unknown>): Caller {
  const groups = payload['cognito:groups'];
  return {
    uid: String(payload.sub),
    name: typeof payload.name === 'string' ? payload.name : '',
    volunteer: Array.isArray(groups) && groups.includes(VOLUNTEERS_GROUP),
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : 0,
    username:
      typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : String(payload.sub),
    ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
  };
}

function settingsFromConfig(): AuthSettings {
  const c = config();
  return { userPoolId: c.userPoolId, clientId: c.userPoolClientId, jwks: c.cognitoJwks };
}

export function auth(
  mode: CheckedAuthMode,
  settings: () => AuthSettings = settingsFromConfig,
  checks: AuthChecks = {},
): MiddlewareObj<ApiEvent, ApiResponse> {
  const validAfter = checks.validAfter ?? sessionsValidAfter;
  let verifier: IdTokenVerifier | undefined;
  return {
    before: async (request) => {
      const token = bearerToken(request.event.headers);
      if (token === undefined) {
        if (mode === 'required') throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
        request.event.caller = null;
        return;
      }
      verifier ??= createVerifier(settings());
      let payload: Record<string, unknown>;
      try {
        payload = (await verifier.verify(token)) as Record<string, unknown>;
      } catch {
        // Expired, foreign, tampered or unsigned: all the same to the member (sign in again).
        throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
      }
      // aws-jwt-verify checks exp only when present; a token that never expires or names nobody is refused.
      const { sub, exp, iat } = payload;
      if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number' || typeof iat !== 'number') {
        throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
      }
      // Deleted account, sign-out everywhere, password change: tokens from before stop at once.
      if (checks.deferSession) request.event.pendingSession = { uid: sub, issuedAt: iat };
      else if (iat <= (await validAfter(sub))) {
        throw new AppError('UNAUTHENTICATED', commonMessages.signInRequired);
      }
      const caller = callerFrom(payload);
      if (caller.volunteer) {
        caller.volunteer = checks.volunteerNow ? await checks.volunteerNow(caller.username) : false;
      }
      request.event.caller = caller;
    },
  };
}
