// A moment's calendar day in British Columbia, where the nonprofit is: the hold timers' deadlines
// (timers.ts), a book drive's first and last days (drives.ts) and a meeting form's days (the web's
// meeting-time.ts) are such days. Apart from timers.ts, which reads the step registry, so a step's own
// module (steps/tag-drive.ts) can reach it.

import { TIME_ZONE } from './constants.ts';

/** The parts of a moment in British Columbia, to the second. */
export const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far British Columbia's clock is from UTC at `at` (ms; negative: behind). */
export function localOffset(at: number): number {
  const parts = localParts.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (at - (at % 1000));
}

/** `at`'s date in British Columbia, YYYY-MM-DD. */
export function localDay(at: number): string {
  const parts = localParts.formatToParts(at);
  const part = (type: string) => (parts.find((p) => p.type === type)?.value ?? '').padStart(2, '0');
  return `${part('year')}-${part('month')}-${part('day')}`;
}
