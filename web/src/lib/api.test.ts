import { messages } from '@bookwish/shared/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorText, newIdempotencyKey } from './api.ts';

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
