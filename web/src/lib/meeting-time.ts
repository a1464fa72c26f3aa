// An in-person meeting's times as a member reads and types them: always in Vancouver's time (the
// places' hours and the server's rules are), in the reader's language. A window typed as a day and two
// times of day becomes the epoch milliseconds the API takes; a place's opening hours are read out by
// weekday.
import { TIME_ZONE } from '@bookwish/shared/domain/constants';
import { localOffset } from '@bookwish/shared/domain/local-day';
import type { MeetingWindow } from '@bookwish/shared/domain/meeting';
import { type OpeningHours, WEEKDAYS, type Weekday } from '@bookwish/shared/domain/meeting-places';
import { formatDate, formatList, t } from './i18n/i18n.ts';

/** "2026-12-09" and "14:30" in Vancouver as epoch ms, or null when either is not one. */
export function vancouverTime(day: string, time: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const h = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !h) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(h[1]), Number(h[2]));
  // The offset of the guess, then of the answer (a daylight saving change between the two).
  const first = wall - localOffset(wall);
  return wall - localOffset(first);
}

/** "Wednesday 9 December, 14:00 to 15:00" in the reader's language, Vancouver time. */
export function windowText(window: MeetingWindow): string {
  const day = formatDate(window.start, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: TIME_ZONE,
  });
  const clock = { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE } as const;
  return t('meetingPanel.window', {
    day,
    from: formatDate(window.start, clock),
    to: formatDate(window.end, clock),
  });
}

/** A Monday (1 January 2024), so each weekday's name is read from a date of its own. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

/** "09:30" in the reader's way of writing a time of day. */
function timeOfDay(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return formatDate(Date.UTC(2024, 0, 1, hours, minutes), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** Each weekday of a place, named in the reader's language, with its openings or "Closed". */
export function openingHoursText(hours: OpeningHours): { day: Weekday; name: string; hours: string }[] {
  return WEEKDAYS.map((day, i) => ({
    day,
    name: formatDate(MONDAY + i * 86_400_000, { weekday: 'long', timeZone: 'UTC' }),
    hours:
      hours[day].length === 0
        ? t('meetingPanel.closed')
        : formatList(
            hours[day].map(([from, to]) =>
              t('meetingPanel.opening', { from: timeOfDay(from), to: timeOfDay(to) }),
            ),
          ),
  }));
}
