import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refreshIdToken } from './api.ts';
import { AUTH_TIME_LIMIT_MS, AuthError, refreshSessionKept, signIn } from './auth-cognito.ts';
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
