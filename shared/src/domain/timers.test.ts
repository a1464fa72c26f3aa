// The hold timers' pure rules: stored shapes of the system's events, the date members read, and that a
// reminder (bookkeeping) does not make a member's open page stale while a real change does.

import { describe, expect, it } from 'vitest';
import { staleVersion } from './decision.ts';
import { replay } from './post.ts';
import { parseStoredEvent, storedEvent, UnreadableEventError } from './stored-events.ts';
import { DAY_MS, deadlineText, dueEvent, endOfDay, formatDeadline, localDay, nextDueAt } from './timers.ts';
import type { PostEvent } from './types.ts';

const at = Date.UTC(2026, 11, 1, 18); // 1 Dec, 10:00 in Vancouver
const meta = (seq: number, extra: number, actorUid = 'u-wendy') => ({
  postId: 'p1',
  seq,
  at: at + extra,
  actorUid,
  actorName: actorUid,
});
const posted: PostEvent = {
  ...meta(1, 0),
  type: 'WishPosted',
  data: {
    title: 'Indian Horse',
    author: '',
    coverURL: '',
    types: [],
    purchaseLink: 'https://example.org',
    destination: 'Canada',
    price: 'CAD 20',
    message: '',
  },
};
const offered: PostEvent = { ...meta(2, 0, 'u-gabriel'), type: 'OfferMade', data: {} };

describe('hold timers (pure)', () => {
  it('an offered wish is due for its reminder at 5 days, then its lapse after the 7th day ends', () => {
    const state = replay([posted, offered]);
    expect(nextDueAt(state)).toBe(at + 5 * DAY_MS);
    expect(dueEvent(state, at + 5 * DAY_MS - 1)).toBeNull();
    const reminder = dueEvent(state, at + 5 * DAY_MS);
    // Offered 1 Dec at 10:00 in Vancouver: "by 8 Dec" means all of 8 Dec there (08:00 UTC on the 9th).
    const deadline = Date.UTC(2026, 11, 9, 8) - 1;
    expect(reminder).toMatchObject({ type: 'ReminderSent', seq: 3, data: { toUid: 'u-wendy', deadline } });
    expect(formatDeadline(deadline)).toBe('8 Dec');
    const reminded = replay([posted, offered, reminder as PostEvent]);
    expect(nextDueAt(reminded)).toBe(deadline);
    expect(dueEvent(reminded, at + 7 * DAY_MS)).toBeNull();
    expect(dueEvent(reminded, deadline)).toMatchObject({
      type: 'OfferLapsed',
      data: { giverUid: 'u-gabriel' },
    });
  });

  it('ends a day at midnight in British Columbia, summer and winter', () => {
    expect(endOfDay(Date.UTC(2026, 11, 1, 18))).toBe(Date.UTC(2026, 11, 2, 8) - 1);
    // 30 Jun, 20:00 PDT (03:00 UTC on 1 Jul) still ends on 30 Jun.
    expect(endOfDay(Date.UTC(2026, 6, 1, 3))).toBe(Date.UTC(2026, 6, 1, 7) - 1);
  });

  it('a reminder does not make an open page stale; a real change does', () => {
    const state = replay([posted, offered]);
    const reminded = replay([posted, offered, dueEvent(state, at + 5 * DAY_MS) as PostEvent]);
    expect(staleVersion(reminded, { postId: 'p1', now: 0, expectedVersion: 2 })).toBeNull();
    expect(staleVersion(reminded, { postId: 'p1', now: 0, expectedVersion: 1 })).not.toBeNull();
    expect(staleVersion(reminded, { postId: 'p1', now: 0, expectedVersion: 4 })).not.toBeNull();
  });

  it('system events round-trip through the stored form; a reminder for an unknown step is refused', () => {
    const reminder = dueEvent(replay([posted, offered]), at + 5 * DAY_MS) as PostEvent;
    expect(parseStoredEvent(storedEvent(reminder))).toEqual(reminder);
    expect(() =>
      parseStoredEvent({ ...storedEvent(reminder), data: { hold: 'someday', toUid: 'u-wendy' } }),
    ).toThrow(UnreadableEventError);
  });

  it('shows the deadline as a day in British Columbia', () => {
    // 05:00 UTC on 13 Dec is still 12 Dec in Vancouver.
    expect(formatDeadline(Date.UTC(2026, 11, 13, 5))).toBe('12 Dec');
    expect(localDay(Date.UTC(2026, 11, 13, 5))).toBe('2026-12-12');
    expect(deadlineText({ hold: 'shareAddress', day: '2026-12-12' })).toBe('Share your address by 12 Dec');
  });
});
