// Meeting places, not addresses: the public places (library branches, community centres) the nonprofit
// lists per area, where two members may hand a treat over in person. A place's address is the public
// street address of the building, never a member's. Volunteers add and retire places (the support
// console); a retired place is offered for no new meeting but stays readable, so a meeting already
// set there still says where it is.
//
// Opening hours are kept per weekday in Vancouver's local time ('HH:MM', 24-hour), so the meeting
// screen can say to meet inside during them and a proposed time can be held to them.

import type { AreaId } from './areas.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening: from, to ('HH:MM', from before to, the same day). */
export type Opening = readonly [from: string, to: string];

/** Each weekday's openings, in order; [] is closed that day. */
export type OpeningHours = Readonly<Record<Weekday, readonly Opening[]>>;

export const MEETING_PLACE_KINDS = ['library', 'community-centre'] as const;
export type MeetingPlaceKind = (typeof MEETING_PLACE_KINDS)[number];

export interface MeetingPlace {
  id: string;
  area: AreaId;
  /** Its public name, as the building is signed ("Kitsilano Branch, Vancouver Public Library"). */
  name: string;
  /** The building's public street address. */
  address: string;
  hours: OpeningHours;
  kind: MeetingPlaceKind;
  retired: boolean;
}

/** A place's name and address as a volunteer types them, at most. */
export const MEETING_PLACE_MAX = { name: 120, address: 200 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' -> minutes after midnight, or null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** A day's openings are well formed: each a from before its to, in order, none overlapping. */
export function isDayOfOpenings(openings: readonly (readonly string[])[]): boolean {
  let end = -1;
  for (const opening of openings) {
    if (opening.length !== 2) return false;
    const from = minutesOf(opening[0] ?? '');
    const to = minutesOf(opening[1] ?? '');
    if (from === null || to === null || from >= to || from < end) return false;
    end = to;
  }
  return true;
}

/** Opening hours as sent: every weekday, each a well-formed day of openings (nothing else). */
export function isOpeningHours(value: unknown): value is OpeningHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const days = value as Record<string, unknown>;
  return WEEKDAYS.every((day) => {
    const openings = days[day];
    return (
      Array.isArray(openings) &&
      openings.every((o) => Array.isArray(o) && o.every((time) => typeof time === 'string')) &&
      isDayOfOpenings(openings as string[][])
    );
  });
}

/** Just the weekdays and their openings, copied (an extra key or field is left behind). */
export function openingHoursOf(hours: OpeningHours): OpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, hours[day].map(([from, to]) => [from, to] as const)]),
  ) as unknown as OpeningHours;
}

/** Whether a meeting from `from` to `to` ('HH:MM', local time) on `day` falls inside one opening of the
 * place: members meet inside, while it is open. */
export function withinOpeningHours(hours: OpeningHours, day: Weekday, from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || start >= end) return false;
  return hours[day].some(([open, close]) => {
    const opens = minutesOf(open);
    const closes = minutesOf(close);
    return opens !== null && closes !== null && opens <= start && end <= closes;
  });
}
