// A meeting's times are Vancouver's, whatever the browser's zone: typed as a day and a time of day,
// sent as the instant that is there and then, across the changes to and from daylight saving time.

import { localDay } from '@bookwish/shared/domain/local-day';
import { describe, expect, it } from 'vitest';
import { vancouverTime } from './meeting-time.ts';

describe('meeting times', () => {
  it('a day and a time of day in Vancouver, in winter and in summer', () => {
    expect(vancouverTime('2026-12-09', '14:30')).toBe(Date.UTC(2026, 11, 9, 22, 30));
    expect(vancouverTime('2026-07-01', '10:00')).toBe(Date.UTC(2026, 6, 1, 17));
    // The night daylight saving time ends (1 Nov 2026): 10:00 is already standard time.
    expect(vancouverTime('2026-11-01', '10:00')).toBe(Date.UTC(2026, 10, 1, 18));
    expect(vancouverTime('2026-03-08', '12:00')).toBe(Date.UTC(2026, 2, 8, 19));
  });

  it('nothing for what is not a day or a time', () => {
    expect(vancouverTime('', '10:00')).toBeNull();
    expect(vancouverTime('2026-12-09', '')).toBeNull();
    expect(vancouverTime('2026-12-09', '25:00')).toBeNull();
  });

  it("today's date there", () => {
    // 23:30 on 9 Dec in UTC is still 15:30 on 9 Dec in Vancouver; 07:00 on 10 Dec is 23:00 on the 9th.
    expect(localDay(Date.UTC(2026, 11, 10, 7))).toBe('2026-12-09');
  });
});
