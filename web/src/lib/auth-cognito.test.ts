import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refreshIdToken } from './api.ts';
import { AUTH_TIME_LIMIT_MS, AuthError, refreshSessionKept, signIn, signOut } from './auth-cognito.ts';
import { authErrorText } from './auth-errors.ts';
import { readTokens, writeTokens } from './session.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const config = {
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_test',
  userPoolClientId: 'client',
  cognitoEndpoint: 'http://localhost/_cognito',
};

/** /config.json answers; every Cognito call gets `cognito`'s answer. */
function stubFetch(cognito: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      if (String(url).endsWith('/config.json')) return new Response(JSON.stringify(config));
      return cognito();
    }),
  );
  return { cognitoCalls: () => calls.filter((url) => url.includes('_cognito')).length };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('location', { href: 'http://localhost/makeawish' });
  writeTokens({ idToken: 'old.id.token', accessToken: 'old', refreshToken: 'refresh', username: 'a@b.org' });
});
afterEach(() => vi.unstubAllGlobals());

describe('token refresh: only Cognito saying "not authorised" ends the session', () => {
  it('a refresh that never reaches Cognito is tried twice, then fails as a dropped connection', async () => {
    const fetches = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await refreshSessionKept().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('NETWORK');
    expect(fetches.cognitoCalls()).toBe(2);
    expect(readTokens()?.refreshToken).toBe('refresh');
  });

  it("a proxy's error page is no answer either", async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(refreshSessionKept()).rejects.toBeInstanceOf(ApiError);
  });

  it('NotAuthorizedException is passed on at once (the caller ends the session)', async () => {
    const fetches = stubFetch(
      async () =>
        new Response(
          JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }),
          {
            status: 400,
          },
        ),
    );
    const failure = await refreshSessionKept().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect((failure as AuthError).code).toBe('NotAuthorizedException');
    expect(fetches.cognitoCalls()).toBe(1);
  });

  it('a fresh id token is stored, the refresh token kept', async () => {
    stubFetch(
      async () =>
        new Response(
          JSON.stringify({ AuthenticationResult: { IdToken: 'new.id.token', AccessToken: 'new' } }),
        ),
    );
    await expect(refreshSessionKept()).resolves.toBe('new.id.token');
    expect(readTokens()).toMatchObject({
      idToken: 'new.id.token',
      refreshToken: 'refresh',
      username: 'a@b.org',
    });
  });
});

describe('api refreshIdToken: what a failed refresh does to the session', () => {
  it('a dropped connection keeps the member signed in and fails the request as NETWORK', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshIdToken()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(readTokens()).not.toBeNull();
  });

  it('a revoked refresh token ends the session', async () => {
    stubFetch(
      async () => new Response(JSON.stringify({ __type: 'NotAuthorizedException' }), { status: 400 }),
    );
    await expect(refreshIdToken()).resolves.toBeNull();
    expect(readTokens()).toBeNull();
  });

  it('a refusal that comes after another member logged in here leaves their session alone', async () => {
    const cognitoAnswers: ((response: Response) => void)[] = [];
    stubFetch(() => new Promise<Response>((resolve) => cognitoAnswers.push(resolve)));
    const refreshed = refreshIdToken();
    await vi.waitFor(() => expect(cognitoAnswers.length).toBe(1));
    const next = { idToken: 'b.id.token', accessToken: 'b', refreshToken: 'b-refresh', username: 'b@c.org' };
    writeTokens(next);
    cognitoAnswers[0]?.(new Response(JSON.stringify({ __type: 'NotAuthorizedException' }), { status: 400 }));
    await expect(refreshed).resolves.toBeNull();
    expect(readTokens()).toEqual(next);
  });
});

describe('a sign-in Cognito never answers', () => {
  it('ends at the time limit and says so in our words, instead of "Logging in..." for ever', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(() => new Promise<Response>(() => {}));
      const failure = signIn('a@b.org', 'secret1').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(AUTH_TIME_LIMIT_MS - 1);
      let settled = false;
      void failure.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(AuthError);
      expect(authErrorText('login', error)).toMatch(/did not answer in time/);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** An id token whose payload expires `inSeconds` from now (the SPA reads, never verifies, it). */
function idTokenExpiring(inSeconds: number): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: 'uid-1', exp: Math.floor(Date.now() / 1000) + inSeconds }),
  ).toString('base64url');
  return `header.${payload}.signature`;
}

/** Every fetch with its URL, method and authorization header; /config.json, Cognito and the API's
 * sign-out answer through `answer` (by default never: a link that takes its time). */
function recordFetches(answer: (url: string) => Promise<Response> = () => new Promise(() => {})) {
  const calls: { url: string; method: string; authorization: string | undefined; keepalive: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url: String(url),
        method: init.method ?? 'GET',
        authorization: headers.authorization,
        keepalive: init.keepalive === true,
      });
      if (String(url).endsWith('/config.json')) return new Response(JSON.stringify(config));
      return answer(String(url));
    }),
  );
  return calls;
}

describe('Logout', () => {
  it('forgets the session at once, before the server has answered, and sends the revocation with its token', async () => {
    const idToken = idTokenExpiring(3_600);
    writeTokens({ idToken, accessToken: 'a', refreshToken: 'refresh', username: 'a@b.org' });
    const calls = recordFetches();
    signOut();
    expect(readTokens()).toBeNull();
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/me/sign-out-everywhere',
        method: 'POST',
        authorization: `Bearer ${idToken}`,
        keepalive: true,
      }),
    );
  });

  it('with an expired id token, revokes with a fresh one from the refresh token and stores it nowhere', async () => {
    writeTokens({
      idToken: idTokenExpiring(-10),
      accessToken: 'a',
      refreshToken: 'refresh',
      username: 'a@b.org',
    });
    const fresh = idTokenExpiring(3_600);
    const calls = recordFetches(async (url) =>
      url.includes('_cognito')
        ? new Response(JSON.stringify({ AuthenticationResult: { IdToken: fresh, AccessToken: 'new' } }))
        : new Response(null, { status: 204 }),
    );
    signOut();
    await vi.waitFor(() =>
      expect(calls.find((call) => call.url === '/api/me/sign-out-everywhere')?.authorization).toBe(
        `Bearer ${fresh}`,
      ),
    );
    expect(readTokens()).toBeNull();
  });

  it('a token refresh Cognito answers after Logout signs nobody back in', async () => {
    // Cognito's answers held, in the order asked (the refresh's first; Logout's revocation may ask too).
    const cognitoAnswers: ((response: Response) => void)[] = [];
    recordFetches((url) =>
      url.includes('_cognito')
        ? new Promise<Response>((resolve) => cognitoAnswers.push(resolve))
        : new Promise(() => {}),
    );
    const refreshed = refreshSessionKept().catch((error: unknown) => error);
    await vi.waitFor(() => expect(cognitoAnswers.length).toBeGreaterThan(0));
    signOut();
    cognitoAnswers[0]?.(
      new Response(
        JSON.stringify({ AuthenticationResult: { IdToken: idTokenExpiring(3_600), AccessToken: 'x' } }),
      ),
    );
    expect(await refreshed).toMatchObject({ code: 'NotAuthorizedException' });
    expect(readTokens()).toBeNull();
  });
});
