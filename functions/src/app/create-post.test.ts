// One Idempotency-Key rule for every write: a key a step accepts is accepted by a create too.

import { IDEMPOTENCY_KEY_PATTERN } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { refusal, testDeps, wendy, wishInput } from './test-deps.ts';

describe("a create's Idempotency-Key", () => {
  it.each([
    ['a key with dots and colons', 'step:4b0e7c1e.9a55~4d8e'],
    ['a key of 128 characters', 'k'.repeat(128)],
  ])('is accepted as a step accepts it: %s', async (_why, key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    const deps = testDeps();
    const first = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: key });
    const again = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(1);
  });

  it.each(['a b', 'short', 'k'.repeat(129)])('is refused as a step refuses it: %j', async (key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
    const deps = testDeps();
    expect(
      await refusal(() =>
        createPost(deps, 'wishlist', { caller: wendy, body: wishInput, idempotencyKey: key }),
      ),
    ).toEqual({ code: 'VALIDATION', message: messages.common.badRequest });
    expect((await deps.store.listAll('wishlist')).items).toHaveLength(0);
  });
});
