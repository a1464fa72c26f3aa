// The counter against DynamoDB Local, with the clock passed in: a window holds `limit` calls from
// the caller's first, says how long is left, and opens afresh once it has passed.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countCall } from './rate-limit-store.ts';

const window = { limit: 3, windowSeconds: 60 };
const t0 = 1_800_000_000_000;

describe('rate counter', () => {
  it('lets `limit` calls through, refuses the next with the seconds left, and reopens after the window', async () => {
    const caller = `member#${randomUUID()}`;
    for (let i = 0; i < window.limit; i++) {
      expect(await countCall(caller, 'create', window, t0 + i * 1000)).toEqual({ allowed: true });
    }
    expect(await countCall(caller, 'create', window, t0 + 20_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    // Another kind of call and another caller have windows of their own.
    expect(await countCall(caller, 'upload', window, t0 + 20_000)).toEqual({ allowed: true });
    expect(await countCall(`ip#${randomUUID()}`, 'create', window, t0 + 20_000)).toEqual({ allowed: true });
    // The window opened at the first call: 60 s later it is a new one.
    expect(await countCall(caller, 'create', window, t0 + 60_000)).toEqual({ allowed: true });
    expect(await countCall(caller, 'create', window, t0 + 61_000)).toEqual({ allowed: true });
  });

  it('counts racing calls exactly: of 10 at once with a limit of 3, 3 get through', async () => {
    const caller = `member#${randomUUID()}`;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => countCall(caller, 'transition', window, t0)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });
});
