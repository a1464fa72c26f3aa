// Handing a treat over in person: the meeting's own facts, pure. The treater proposes one or two public
// places and a few time windows, the other member picks one; either may propose other times once, call
// it off, say it happened or that it was missed; both are reminded the day before and two hours before.
// The steps are in steps/meeting-*.ts; this module is what they and the timers share.
//
// A place is carried as a snapshot (its name, public address and opening hours when it was proposed), not
// only its id: a place volunteers retire later keeps its history, and the erasure after close blanks
// the snapshot with the time (the address rule: a meeting's place and time say where a member was).

import { TIME_ZONE } from './constants.ts';
import type { EventOf } from './events.ts';
import { type MeetingPlace, WEEKDAYS, type Weekday, withinOpeningHours } from './meeting-places.ts';

/** A public meeting place as a proposal carries it (meeting-places.ts): its id, name, public address
 * and opening hours when it was proposed. */
export type MeetingPlaceSnapshot = Pick<MeetingPlace, 'id' | 'name' | 'address' | 'hours'>;

/** A place as an event stores it. */
export type StoredMeetingPlace = NonNullable<EventOf<'MeetingProposed'>['data']['meeting']>['places'][number];

/** The snapshot of a place as an event stores it, field by field (its area, kind and retirement stay
 * on the list; the hours copied, so the event holds its own). */
export function snapshotOf(place: MeetingPlaceSnapshot): StoredMeetingPlace {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, place.hours[day].map(([from, to]): [string, string] => [from, to])]),
  ) as StoredMeetingPlace['hours'];
  return { id: place.id, name: place.name, address: place.address, hours };
}

/** A time window, epoch milliseconds, start before end. */
export interface MeetingWindow {
  start: number;
  end: number;
}

/** What a proposal offers: the places and the windows to choose from. Absent once erased. */
export interface MeetingProposal {
  places: MeetingPlaceSnapshot[];
  windows: MeetingWindow[];
}

/** A window as a body may carry it: whole milliseconds from 0, its start before its end. */
export function isMeetingWindow(value: unknown): value is MeetingWindow {
  const w = value as { start?: unknown; end?: unknown } | null;
  return (
    typeof w === 'object' &&
    w !== null &&
    !Array.isArray(w) &&
    Number.isSafeInteger(w.start) &&
    Number.isSafeInteger(w.end) &&
    (w.start as number) >= 0 &&
    (w.end as number) > (w.start as number)
  );
}

/** The two reminders of an agreed meeting. */
export const MEETING_REMINDERS = ['dayBefore', 'twoHours'] as const;
export type MeetingReminder = (typeof MEETING_REMINDERS)[number];

const HOUR_MS = 3_600_000;

/** How long before the window's start each reminder goes. */
export const REMINDER_LEAD_MS: Record<MeetingReminder, number> = {
  dayBefore: 24 * HOUR_MS,
  twoHours: 2 * HOUR_MS,
};

/** The longest place id a proposal may name. */
export const PLACE_ID_MAX = 100;

/** Bounds of a proposal: one or two places, one to three windows. */
export const MEETING_PLACES_MAX = 2;
export const MEETING_WINDOWS_MAX = 3;
/** A window lasts at least half an hour and at most four: long enough to find each other, short
 * enough that both know when to be there. */
export const WINDOW_MIN_MS = HOUR_MS / 2;
export const WINDOW_MAX_MS = 4 * HOUR_MS;
/** A window starts no more than 30 days ahead: a treat should not wait a season. */
export const WINDOW_AHEAD_MAX_MS = 30 * 24 * HOUR_MS;

/** The meeting of an in-person treat's exchange under way (on the treat's state while requested). */
export interface MeetingState {
  /** The proposal waiting for its answer, and who made it (the other member picks). */
  proposal?: MeetingProposal & { by: string };
  /** The place and window both agreed on. */
  agreed?: { place: MeetingPlaceSnapshot; window: MeetingWindow };
  /** Members who proposed other times since the first agreement: once each. */
  rescheduledBy: string[];
  /** The agreed window's reminders already sent (a new agreement starts over). */
  reminded: MeetingReminder[];
}

/** A new in-person exchange: nothing proposed yet. */
export const NO_MEETING_YET: MeetingState = { rescheduledBy: [], reminded: [] };

/** How long before the start a reminder is still worth sending: "tomorrow" no later than 12 hours
 * before (a meeting agreed this morning for tonight gets only the two-hour one), "in two hours" until
 * the meeting begins. */
const LATEST_MS: Record<MeetingReminder, number> = { dayBefore: 12 * HOUR_MS, twoHours: 0 };

/** The agreed meeting's reminders not sent yet and not passed by a later one already sent. */
function pending(meeting: MeetingState): MeetingReminder[] {
  const sent = MEETING_REMINDERS.findLastIndex((which) => meeting.reminded.includes(which));
  return MEETING_REMINDERS.slice(sent + 1);
}

/** The reminder due now for the agreed meeting, if any. */
export function dueReminder(meeting: MeetingState | undefined, now: number): MeetingReminder | null {
  const agreed = meeting?.agreed;
  if (!agreed) return null;
  const start = agreed.window.start;
  for (const which of pending(meeting).reverse()) {
    if (now >= start - REMINDER_LEAD_MS[which] && now < start - LATEST_MS[which]) return which;
  }
  return null;
}

/** When the agreed meeting's next reminder is due, as the state stood at `now` (its last step's
 * time), or null: none agreed, both sent, or too late for either. */
export function nextReminderAt(meeting: MeetingState | undefined, now: number): number | null {
  const agreed = meeting?.agreed;
  if (!agreed) return null;
  const start = agreed.window.start;
  for (const which of pending(meeting)) {
    if (now < start - LATEST_MS[which]) return start - REMINDER_LEAD_MS[which];
  }
  return null;
}

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and 'HH:MM' of `at` in British Columbia (the places' hours are local time). */
function local(at: number): { day: Weekday | undefined; time: string } {
  const parts = localTime.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.find((d) => d === part('weekday').toLowerCase().slice(0, 3));
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the window lies within one opening of the place, on one day (safety: meet inside, while
 * it is open). */
export function windowWithinHours(place: MeetingPlaceSnapshot, window: MeetingWindow): boolean {
  const start = local(window.start);
  const end = local(window.end);
  if (!start.day || start.day !== end.day) return false;
  return withinOpeningHours(place.hours, start.day, start.time, end.time);
}

/** The problem with one proposed window at `now`, or null: the text keys are the step's. */
export type WindowProblem = 'past' | 'tooFar' | 'tooShort' | 'tooLong' | 'closed';

export function windowProblem(
  window: MeetingWindow,
  places: readonly MeetingPlaceSnapshot[],
  now: number,
): WindowProblem | null {
  if (window.start <= now) return 'past';
  if (window.start > now + WINDOW_AHEAD_MAX_MS) return 'tooFar';
  if (window.end - window.start < WINDOW_MIN_MS) return 'tooShort';
  if (window.end - window.start > WINDOW_MAX_MS) return 'tooLong';
  // Each window must suit every place offered with it: the other member picks a place and a window.
  if (!places.every((place) => windowWithinHours(place, window))) return 'closed';
  return null;
}
