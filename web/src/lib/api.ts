// The one HTTP client for /api (DESIGN.md contract). It attaches the member's id token, refreshes it
// when it is about to expire (or after a 401), and turns `{ error: { code, message, fields } }` bodies
// into ApiError so every screen can show the server's member-facing text.
// Every request has a time limit (a slow one is said while it waits, then stopped and said), and a
// device with no connection is told so at once: nothing is queued to be sent behind the member's back.

import type { ErrorCode } from '@bookwish/shared/domain/types';
import { noteConnectionWorks } from './connection-works.ts';
import { serverText, t } from './i18n/i18n.ts';
import { decodeJwt, readTokens, writeTokens } from './session.ts';
import { changeSlow } from './slow-requests.ts';

/** Besides the server's codes: the connection dropped (NETWORK), the device is offline (OFFLINE), the
 * answer did not come within the time limit (TIMEOUT). */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'OFFLINE' | 'TIMEOUT';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** A 429's Retry-After: how long the server will refuse, so a screen can say the real wait. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    // Each field's text in the member's language (the message itself stays English: callers compare it).
    this.fields =
      fields && Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, serverText(text)]));
  }
}

/** The text to show for a failed call: the server's own words for a member's mistake (4xx), offline
 * and too slow in ours, else the spec's text for that action (a 5xx, a proxy's page or a dropped
 * connection says nothing useful to a member). Never a provider's raw text. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // The server writes in English (for logs and volunteers); the member reads their language.
  if (error.code === 'OFFLINE' || error.code === 'TIMEOUT') return serverText(error.message);
  // Ours or a gateway's (whose body says nothing we would show): the README's words either way.
  if (error.code === 'TOO_MANY_REQUESTS') return t('msg.common.tooManyRequests');
  if (error.status >= 400 && error.status < 500 && error.message) return serverText(error.message);
  return fallback;
}

/** The text for a list or page that could not load: offline, it says it loads by itself later. */
export function loadErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'OFFLINE') return t('msg.connection.offlineList');
  return errorText(error, fallback);
}

/** Time limits, from the moment a call starts (a token refresh included): reads are quick or not
 * coming; a write may carry a photo. After SLOW_AFTER_MS the page says the connection seems slow. */
export const TIME_LIMIT_MS = { read: 20_000, write: 45_000 } as const;
export const SLOW_AFTER_MS = 6_000;

// How many calls are past SLOW_AFTER_MS right now: its own small file, so the connection notice on
// every page does not bring this client into the first screen's JavaScript.
export { slowRequests } from './slow-requests.ts';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

// Refresh a little before expiry so a request never leaves with a token that dies in flight.
export const EXPIRY_MARGIN_S = 60;
let refreshing: Promise<string | null> | null = null;

/** The sign-in code (its own file, loaded on first need), asked for twice: a file that does not arrive
 * (dropped, offline, gone after a deploy) is no answer from Cognito, so it fails as a dropped
 * connection and the member stays signed in; their next press asks for it again. */
async function loadAuth(): Promise<typeof import('./auth-cognito.ts')> {
  try {
    return await import('./auth-cognito.ts');
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    try {
      return await import('./auth-cognito.ts');
    } catch {
      throw new ApiError(
        0,
        isOffline() ? 'OFFLINE' : 'NETWORK',
        isOffline() ? t('msg.connection.offline') : '',
      );
    }
  }
}

/** One refresh at a time, however many requests notice the expiry together. Only Cognito's own "not
 * authorised" answer ends the session; a refresh that could not reach Cognito (offline, a proxy's
 * error, /config.json not loading) is tried again once and then fails as a dropped connection, so
 * the member stays signed in and their form stays on the page. */
export function refreshIdToken(): Promise<string | null> {
  const session = readTokens()?.refreshToken;
  refreshing ??= loadAuth()
    .then((auth) => auth.refreshSessionKept())
    .catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      // A refresh token that no longer works means the session is over; the session of whoever
      // logged in here meanwhile (a shared phone) is not.
      if (readTokens()?.refreshToken === session) writeTokens(null);
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The current id token, refreshed first if it is (nearly) expired; null for a visitor. */
export async function getIdToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  const exp = decodeJwt(tokens.idToken)?.exp ?? 0;
  if (exp - Date.now() / 1000 > EXPIRY_MARGIN_S) return tokens.idToken;
  return refreshIdToken();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Creates and transitions: one key per submit (newIdempotencyKey). The server answers a repeat of
   * the key with the first answer, so a dropped connection is retried once, with the same key. */
  idempotencyKey?: string;
  /** A call the server may take longer on (a member's data archive): its own time limit. */
  timeLimitMs?: number;
}

/** A fresh Idempotency-Key: 128 random bits, hex (crypto.randomUUID needs a secure context, and a
 * LAN address over http is not one). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    if (isOffline()) throw new ApiError(0, 'OFFLINE', t('msg.connection.offline'));
    throw new ApiError(0, 'NETWORK', '');
  }
}

async function toError(response: Response): Promise<ApiError> {
  const error = await errorOf(response);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  return error;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: ErrorCode; message?: string; fields?: Record<string, string> };
    };
    if (body.error?.code) {
      return new ApiError(response.status, body.error.code, body.error.message ?? '', body.error.fields);
    }
  } catch {
    // Not our JSON (a proxy's error page): fall through to a bare error.
  }
  // A gateway's own answer ({"message":"Rate exceeded"}, an HTML 502 page): never its words.
  if (response.status === 429) return new ApiError(429, 'TOO_MANY_REQUESTS', '');
  return new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'VALIDATION', '');
}

/** Sends once; with an Idempotency-Key, a request whose answer was lost on the way is sent once more
 * (the server may have done it: the key makes that safe). */
async function sendKept(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  try {
    return await send(path, options, token);
  } catch (error) {
    if (!options.idempotencyKey || !(error instanceof ApiError) || error.code !== 'NETWORK') throw error;
    return send(path, options, token);
  }
}

/** One call to the API, within its time limit. The caller's signal (a query cancelled) still aborts it
 * as before; the time limit ends it with a TIMEOUT error, a device offline with OFFLINE at once. */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withinTimeLimit(options, (signal) => callApi(path, { ...options, signal }, readJson<T>));
}

/** A file the API sends (a report's CSV, a book's cover), by the same rules as api(): the member's
 * token, the time limit with its slow line, and the server's refusals as ApiError. */
export interface ApiFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

export function apiFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  return withinTimeLimit(options, (signal) => callApi(path, { ...options, signal }, readFile));
}

async function withinTimeLimit<T>(
  options: RequestOptions,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  // Offline, fetch fails at once (the browser queues nothing); asking navigator.onLine first would
  // refuse the refetch that the 'online' event starts, which can run before the flag flips back.
  const controller = new AbortController();
  const outer = options.signal;
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortFromOuter();
  else outer?.addEventListener('abort', abortFromOuter, { once: true });
  let timedOut = false;
  let slow = false;
  const limit =
    options.timeLimitMs ?? ((options.method ?? 'GET') === 'GET' ? TIME_LIMIT_MS.read : TIME_LIMIT_MS.write);
  const slowTimer = setTimeout(() => {
    slow = true;
    changeSlow(1);
  }, SLOW_AFTER_MS);
  let stop: () => void = () => {};
  // A token refresh that hangs ends with the call too: the race below, not only fetch's signal.
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(new DOMException('The call was stopped', 'AbortError'));
    controller.signal.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => {});
  const limitTimer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limit);
  try {
    return await Promise.race([call(controller.signal), stopped]);
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', t('msg.connection.timedOut'));
    if (error instanceof ApiError && error.code === 'NETWORK' && isOffline()) {
      throw new ApiError(0, 'OFFLINE', t('msg.connection.offline'));
    }
    throw error;
  } finally {
    clearTimeout(slowTimer);
    clearTimeout(limitTimer);
    outer?.removeEventListener('abort', abortFromOuter);
    if (slow) changeSlow(-1);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function readFile(response: Response): Promise<ApiFile> {
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

async function callApi<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const token = await getIdToken();
  let response = await sendKept(path, options, token);
  noteConnectionWorks();
  if (response.status === 401 && token) {
    // The token may have been revoked or expired early: one refresh, one retry.
    const fresh = await refreshIdToken();
    if (fresh) response = await sendKept(path, options, fresh);
  }
  if (!response.ok) throw await toError(response);
  return read(response);
}
