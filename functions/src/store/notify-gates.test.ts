// The notifier's abuse bounds, on DynamoDB Local: an owner's gated emails open once an hour per post
// (the ones between are counted and folded into the next), and one member's treats alert at most
// ALERTS_PER_MEMBER_DAY wishers a day in all.

import { randomUUID } from 'node:crypto';
import { ALERTS_PER_MEMBER_DAY, OWNER_EMAIL_WINDOW_MS } from '@bookwish/shared/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '../api-tests/stack-env.ts';
import { openOwnerGate, takeAlertQuota } from './notify-marker-store.ts';

beforeAll(() => useStackEnv());

describe("the owner's hourly gate", () => {
  it('opens once an hour per post, owner and gate; the next one says how many were folded', async () => {
    const post = `p-${randomUUID()}`;
    const t0 = Date.UTC(2026, 10, 1, 9);
    expect(await openOwnerGate(post, 'owner', 'arrival', t0)).toEqual({ open: true, folded: 0 });
    for (const minutes of [1, 20, 59]) {
      expect(await openOwnerGate(post, 'owner', 'arrival', t0 + minutes * 60_000)).toEqual({ open: false });
    }
    // The withdrawal after an offer has its own gate; another post or owner has its own too.
    expect(await openOwnerGate(post, 'owner', 'departure', t0 + 60_000)).toEqual({ open: true, folded: 0 });
    expect(await openOwnerGate(`${post}-b`, 'owner', 'arrival', t0 + 60_000)).toEqual({
      open: true,
      folded: 0,
    });
    expect(await openOwnerGate(post, 'someone', 'arrival', t0 + 60_000)).toEqual({ open: true, folded: 0 });
    expect(await openOwnerGate(post, 'owner', 'arrival', t0 + OWNER_EMAIL_WINDOW_MS)).toEqual({
      open: true,
      folded: 3,
    });
    expect(await openOwnerGate(post, 'owner', 'arrival', t0 + OWNER_EMAIL_WINDOW_MS + 1)).toEqual({
      open: false,
    });
  });
});

describe("a member's book alerts", () => {
  it(`reach at most ${ALERTS_PER_MEMBER_DAY} wishers a day in all, and start again the next day`, async () => {
    const treater = `u-${randomUUID()}`;
    const day = Date.UTC(2026, 10, 1, 8);
    const taken: boolean[] = [];
    for (let i = 0; i < ALERTS_PER_MEMBER_DAY + 3; i++)
      taken.push(await takeAlertQuota(treater, day + i * 1000));
    expect(taken.filter(Boolean)).toHaveLength(ALERTS_PER_MEMBER_DAY);
    expect(taken.slice(ALERTS_PER_MEMBER_DAY)).toEqual([false, false, false]);
    expect(await takeAlertQuota(`u-${randomUUID()}`, day)).toBe(true);
    expect(await takeAlertQuota(treater, day + 86_400_000)).toBe(true);
  });
});
