// The signed-in member as the UI sees it, read from the stored Cognito tokens.
// Kept tiny on purpose (no Cognito SDK, no zod): the menu on every route imports it, and the home
// route has a strict JavaScript budget. The SDK loads only to sign in or refresh (lib/auth-cognito.ts).
import { SESSION_LIFETIME_S } from '@bookwish/shared/web/session-lifetime';
import { useSyncExternalStore } from 'react';

export { SESSION_LIFETIME_S };

export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The Cognito username (the email), needed to refresh and re-authenticate. */
  username: string;
}

export interface SessionUser {
  uid: string;
  name: string;
  email: string;
  picture?: string;
  volunteer: boolean;
}

export interface Claims {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
  exp: number;
  auth_time?: number;
  'cognito:groups'?: string[];
}

const KEY = 'bookwish.session';
const listeners = new Set<() => void>();

/** Decodes a JWT's payload. Signatures are the server's business; the UI only needs the claims. */
export function decodeJwt(token: string): Claims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Claims;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The one decision "is a member signed in here": the stored tokens, unless their sign-in has outlived
 * the refresh token, which Cognito will refuse. An id token merely past its hour still counts (the
 * next call refreshes it). Every reader of the stored session goes through here, so a session left
 * behind on a shared phone is signed out for the menu, /login and the API alike. */
export function liveSession(raw: string | null | undefined, nowS: number): StoredTokens | null {
  if (!raw) return null;
  let tokens: StoredTokens;
  try {
    tokens = JSON.parse(raw) as StoredTokens;
  } catch {
    return null;
  }
  return nowS < sessionEnds(tokens) ? tokens : null;
}

/** When the session's sign-in runs out (seconds); never, for tokens that do not say when it began. */
function sessionEnds(tokens: StoredTokens): number {
  const signedInAt = decodeJwt(tokens.idToken ?? '')?.auth_time;
  return typeof signedInAt === 'number' ? signedInAt + SESSION_LIFETIME_S : Number.POSITIVE_INFINITY;
}

export function readTokens(): StoredTokens | null {
  return liveSession(storage()?.getItem(KEY), Date.now() / 1000);
}

/** Saves (or with null, forgets) the tokens and tells every subscriber, e.g. the menu's avatar. */
export function writeTokens(tokens: StoredTokens | null): void {
  const store = storage();
  if (tokens) store?.setItem(KEY, JSON.stringify(tokens));
  else store?.removeItem(KEY);
  cachedRaw = undefined;
  for (const listener of listeners) listener();
}

export function userFromIdToken(idToken: string): SessionUser | null {
  const claims = decodeJwt(idToken);
  if (!claims?.sub) return null;
  return {
    uid: claims.sub,
    name: claims.name ?? '',
    email: claims.email ?? '',
    ...(claims.picture ? { picture: claims.picture } : {}),
    volunteer: (claims['cognito:groups'] ?? []).includes('volunteers'),
  };
}

// useSyncExternalStore needs the same object for the same stored value (and the same side of the
// session's end).
let cachedRaw: string | null | undefined;
let cachedEnds = Number.POSITIVE_INFINITY;
let cachedUser: SessionUser | null = null;

function snapshot(): SessionUser | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cachedRaw || Date.now() / 1000 >= cachedEnds) {
    cachedRaw = raw;
    const tokens = readTokens();
    cachedUser = tokens ? userFromIdToken(tokens.idToken) : null;
    cachedEnds = tokens ? sessionEnds(tokens) : Number.POSITIVE_INFINITY;
  }
  return cachedUser;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` whenever the stored session may have changed (a sign-in, a refresh, a sign-out,
 * a session that ended, another tab's doing); it reads currentUser() to see who is signed in now. */
export function watchSession(listener: () => void): () => void {
  return subscribe(listener);
}

export function currentUser(): SessionUser | null {
  return snapshot();
}

/** The signed-in member, or null for a visitor. Tokens sit in localStorage, so `ready` is immediate
 * in the browser; it is false only while rendering outside one. */
export function useSession(): { user: SessionUser | null; ready: boolean } {
  const user = useSyncExternalStore(subscribe, snapshot, () => null);
  return { user, ready: typeof window !== 'undefined' };
}
