// Every Cognito call the SPA makes, through amazon-cognito-identity-js (27 KB gz, the smallest
// maintained Cognito client; the AWS SDK v3 client is twice that). Loaded lazily: only the auth and
// profile routes import it, and api.ts when a token needs refreshing.
// The SDK keeps its session in memory only; session.ts's localStorage entry is the one source of truth.
import './auth-global-shim.ts';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { ApiError, api, EXPIRY_MARGIN_S } from './api.ts';
import { loadConfig } from './config.ts';
import { clearAllDrafts } from './drafts.ts';
import { decodeJwt, readTokens, type StoredTokens, writeTokens } from './session.ts';

/** A Cognito failure: `code` is the service's exception name, e.g. NotAuthorizedException. */
export class AuthError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

class MemoryStorage implements ICognitoStorage {
  private items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const memory = new MemoryStorage();

let poolPromise: Promise<CognitoUserPool> | null = null;
function pool(): Promise<CognitoUserPool> {
  // A failed /config.json is asked for again next time, never remembered as the answer.
  poolPromise ??= loadConfig().then(
    (config) =>
      new CognitoUserPool({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        // Locally the emulator sits behind the same origin; in AWS this is the regional endpoint.
        ...(config.cognitoEndpoint ? { endpoint: new URL(config.cognitoEndpoint, location.href).href } : {}),
        Storage: memory,
      }),
  );
  poolPromise.catch(() => {
    poolPromise = null;
  });
  return poolPromise;
}

async function cognitoUser(username: string): Promise<CognitoUser> {
  const user = new CognitoUser({ Username: username, Pool: await pool(), Storage: memory });
  // The password flow: works with Cognito and with cognito-local (which has no SRP).
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return user;
}

function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const e = error as { code?: string; name?: string; message?: string } | undefined;
  return new AuthError(e?.code ?? e?.name ?? 'UnknownError', e?.message ?? String(error));
}

/** How long a sign-in, sign-up, code or password call may take before the member is told (as every
 * API call is): a hanging Cognito would otherwise leave "Logging in..." on screen for ever. */
export const AUTH_TIME_LIMIT_MS = 30_000;
export const TIME_LIMIT_CODE = 'TimeLimitExceeded';

/** One Cognito call of the SDK's callback kind, ended with TIME_LIMIT_CODE if it does not answer in
 * time (the SDK's request cannot be cancelled; its late answer is ignored). */
function call<T>(run: (done: (err: unknown, result?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AuthError(TIME_LIMIT_CODE, 'Cognito did not answer in time')),
      AUTH_TIME_LIMIT_MS,
    );
    run((err, result) => {
      clearTimeout(timer);
      if (err) reject(toAuthError(err));
      else resolve(result as T);
    });
  });
}

function store(username: string, session: CognitoUserSession): StoredTokens {
  const previous = readTokens();
  const tokens: StoredTokens = {
    username,
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    // A refresh answer carries no new refresh token: keep the one we have.
    refreshToken: session.getRefreshToken().getToken() || previous?.refreshToken || '',
  };
  writeTokens(tokens);
  return tokens;
}

/** Signs in and stores the session. UserNotConfirmedException means the code step is still due. */
export async function signIn(email: string, password: string): Promise<StoredTokens> {
  const username = email.trim();
  const user = await cognitoUser(username);
  const session = await call<CognitoUserSession>((done) =>
    user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), {
      onSuccess: (result) => done(null, result),
      onFailure: done,
    }),
  );
  return store(username, session);
}

export async function signUp(email: string, name: string, password: string): Promise<void> {
  const p = await pool();
  await call((done) =>
    p.signUp(
      email.trim(),
      password,
      [],
      // The app client may not write `name`: the server checks it (Cognito's pre-sign-up trigger)
      // and stores it once the email is confirmed.
      [new CognitoUserAttribute({ Name: 'name', Value: name.trim() })],
      done,
    ),
  );
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const user = await cognitoUser(email.trim());
  await call((done) => user.confirmRegistration(code.trim(), true, done));
}

export async function resendCode(email: string): Promise<void> {
  const user = await cognitoUser(email.trim());
  await call((done) => user.resendConfirmationCode(done));
}

export async function forgotPassword(email: string): Promise<void> {
  const user = await cognitoUser(email.trim());
  await call<void>((done) =>
    user.forgotPassword({
      onSuccess: () => done(null),
      inputVerificationCode: () => done(null),
      onFailure: done,
    }),
  );
}

export async function confirmNewPassword(email: string, code: string, password: string): Promise<void> {
  const user = await cognitoUser(email.trim());
  await call<void>((done) =>
    user.confirmPassword(code.trim(), password, {
      onSuccess: () => done(null),
      onFailure: done,
    }),
  );
}

/** New id and access tokens from the refresh token; returns the new id token. One InitiateAuth call,
 * made here rather than through the SDK's refreshSession, which retries every failure (a refusal
 * too) with back-off for up to ~15 s: a phone without a connection would spin that long for nothing,
 * and a revoked session would take as long to end. The time limit and the one retry are ours
 * (refreshSessionKept). */
export async function refreshSession(signal?: AbortSignal): Promise<string> {
  const tokens = readTokens();
  if (!tokens) throw new AuthError('NotAuthorizedException', 'Not signed in');
  const fresh = await exchangeRefreshToken(tokens, signal);
  // Logged out (or someone else logged in) while Cognito answered: the answer belongs to a session
  // that is over, and storing it would sign the member back in on a shared phone.
  if (readTokens()?.refreshToken !== tokens.refreshToken) {
    throw new AuthError('NotAuthorizedException', 'Not signed in');
  }
  writeTokens(fresh);
  return fresh.idToken;
}

/** Cognito's new id and access tokens for a session's refresh token; stores nothing. */
async function exchangeRefreshToken(tokens: StoredTokens, signal?: AbortSignal): Promise<StoredTokens> {
  const config = await loadConfig();
  const endpoint = config.cognitoEndpoint
    ? new URL(config.cognitoEndpoint, location.href).href
    : `https://cognito-idp.${config.region}.amazonaws.com/`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
    }),
    cache: 'no-store',
    signal: signal ?? null,
  });
  const body = (await response.json().catch(() => ({}))) as {
    __type?: string;
    message?: string;
    AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
  };
  const result = body.AuthenticationResult;
  if (!response.ok || !result?.IdToken || !result.AccessToken) {
    // Cognito's own refusal names its exception; anything else (a proxy's page) is no answer at all.
    const code = body.__type?.split('#').pop() ?? response.headers.get('x-amzn-errortype')?.split(':')[0];
    throw new AuthError(code || `HTTP${response.status}`, body.message ?? `HTTP ${response.status}`);
  }
  return {
    username: tokens.username,
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken || tokens.refreshToken,
  };
}

/** Cognito's answers that mean the refresh token itself is no good: the session is over. */
const SESSION_OVER = new Set(['NotAuthorizedException', 'UserNotFoundException']);
const REFRESH_TIME_LIMIT_MS = 15_000;
const REFRESH_RETRY_PAUSE_MS = 1_000;

/** refreshSession as api.ts needs it: a refresh Cognito refused rejects with its AuthError (the session
 * is over); one that never got an answer (offline, a held or failed request, a proxy's error page,
 * /config.json not loading) is tried once more, then rejects as a dropped connection (ApiError
 * NETWORK), which leaves the session and the member's form as they were. */
export async function refreshSessionKept(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await refreshSession(AbortSignal.timeout(REFRESH_TIME_LIMIT_MS));
    } catch (error) {
      if (error instanceof AuthError && SESSION_OVER.has(error.code)) throw error;
      if (attempt >= 2) throw new ApiError(0, 'NETWORK', '');
      await new Promise((resolve) => setTimeout(resolve, REFRESH_RETRY_PAUSE_MS));
    }
  }
}

/** Signs in again with the member's password (password change, account deletion): proves it is them
 * and gives a fresh token with a recent auth_time. */
export async function reauthenticate(password: string): Promise<StoredTokens> {
  const tokens = readTokens();
  if (!tokens) throw new AuthError('NotAuthorizedException', 'Not signed in');
  return signIn(tokens.username, password);
}

/** Through the API, so it can end every session at once (the old tokens stop working there); then
 * signs in again with the new password for fresh tokens. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const tokens = await reauthenticate(currentPassword);
  await api('/api/me/password', {
    method: 'POST',
    body: { accessToken: tokens.accessToken, currentPassword, newPassword },
  });
  await signIn(tokens.username, newPassword);
}

/** Ends the session on this device at once, and everywhere as soon as the server hears it: the
 * member sees themselves logged out the moment they press Logout, on a slow link too, and the next
 * person at this browser finds nothing of theirs. The revocation goes out with tokens taken before
 * they were forgotten (best effort: offline, this device forgets them all the same). */
export function signOut(): void {
  const tokens = readTokens();
  memory.clear();
  writeTokens(null);
  // Signing out is the one ending that forgets the drafts: the next person here must not see them.
  void clearAllDrafts();
  if (tokens) void revokeEverywhere(tokens).catch(() => {});
}

/** POST /api/me/sign-out-everywhere: refresh tokens revoked and the id tokens already out refused by
 * the API. With an id token about to expire, a fresh one is had first from the refresh token (and
 * not stored). `keepalive`: the call outlives a page closed right after Logout. */
async function revokeEverywhere(tokens: StoredTokens): Promise<void> {
  const expiresAt = decodeJwt(tokens.idToken)?.exp ?? 0;
  const idToken =
    expiresAt - Date.now() / 1000 > EXPIRY_MARGIN_S
      ? tokens.idToken
      : (await exchangeRefreshToken(tokens, AbortSignal.timeout(REFRESH_TIME_LIMIT_MS))).idToken;
  await fetch('/api/me/sign-out-everywhere', {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${idToken}` },
    keepalive: true,
  });
}
