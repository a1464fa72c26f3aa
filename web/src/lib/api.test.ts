import { messages } from '@bookwish/shared/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  errorText,
  loadErrorText,
  newIdempotencyKey,
  SLOW_AFTER_MS,
  slowRequests,
  TIME_LIMIT_MS,
} from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const sentKeys = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'],
  );

describe('api: creates and transitions carry an Idempotency-Key', () => {
  it('a dropped connection is sent once more with the same key, and the first answer is taken', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'p1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const key = newIdempotencyKey();
    const post = await api<{ id: string }>('/api/wishlists', {
      method: 'POST',
      body: { title: 'A' },
      idempotencyKey: key,
    });
    expect(post.id).toBe('p1');
    expect(sentKeys(fetchMock)).toEqual([key, key]);
  });

  it('without a key nothing is resent (it might make a second post)', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentKeys(fetchMock)).toEqual([undefined]);
  });

  it('each submit gets a key of its own', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe("api: a 429 shows the server's words", () => {
  it('is an ApiError whose text is the rate-limit message, not the generic failure', async () => {
    const body = { error: { code: 'TOO_MANY_REQUESTS', message: messages.common.tooManyRequests } };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': '42' } }),
        ),
    );
    const failure = await api('/api/uploads', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(429);
    expect(errorText(failure, messages.post.createFailed)).toBe(messages.common.tooManyRequests);
  });
});

/** A fetch that never answers, but stops when its signal aborts (as the browser's does). */
const hangingFetch = () =>
  vi.fn(
    (_path: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

describe('api: every call has a time limit', () => {
  afterEach(() => vi.useRealTimers());

  it('a read that never answers says it is slow, then stops at its limit with our words', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const call = api('/api/wishlists').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(slowRequests.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS.read - SLOW_AFTER_MS);
    const failure = await call;
    expect(failure).toMatchObject({ code: 'TIMEOUT' });
    expect(errorText(failure, messages.lists.loadFailed)).toBe(messages.connection.timedOut);
    expect(slowRequests.count()).toBe(0);
  });

  it('a write waits longer than a read, and a timed-out write is not sent again', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    vi.stubGlobal('fetch', fetchMock);
    let settled = false;
    const call = api('/api/wishlists', { method: 'POST', body: {}, idempotencyKey: newIdempotencyKey() })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS.read);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS.write - TIME_LIMIT_MS.read);
    expect(await call).toMatchObject({ code: 'TIMEOUT' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("the caller's own cancel still aborts as before, not as a time limit", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = api('/api/wishlists', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
  });
});

describe('api: offline and provider pages', () => {
  it("offline: You're offline at once, and a keyed write is not sent again", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const failure = await api('/api/wishlists', {
      method: 'POST',
      body: {},
      idempotencyKey: newIdempotencyKey(),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'OFFLINE' });
    expect(errorText(failure, messages.post.createFailed)).toBe(messages.connection.offline);
    expect(loadErrorText(failure, messages.lists.loadFailed)).toBe(messages.connection.offlineList);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a gateway's own answers never show their words", async () => {
    // A 429 says the README's "Too many requests" (ours, never the gateway's "Rate exceeded").
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"Rate exceeded"}', { status: 429 })),
    );
    const throttled = await api('/api/wishlists').catch((error: unknown) => error);
    expect(errorText(throttled, messages.lists.loadFailed)).toBe(messages.common.tooManyRequests);
    for (const response of [
      new Response('{"message":"Internal server error"}', { status: 502 }),
      new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
    ]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
      const failure = await api('/api/wishlists').catch((error: unknown) => error);
      expect(errorText(failure, messages.lists.loadFailed)).toBe(messages.lists.loadFailed);
    }
  });
});
