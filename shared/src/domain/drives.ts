// Book drives: the nonprofit rallies members around a goal ("100 books for a Richmond school library").
// A volunteer opens a drive from the console (its words in English and any translations, the partner it
// serves, a goal in books, first and last days in British Columbia); members tag their wishes to an open
// drive; books gifted are the drive's wishes that reached Book Received, counted from the event stream
// with the impact figures (impact.ts). A drive ends on its last day or when a volunteer closes it; its
// wishes stay as they are.

import { localDay } from './local-day.ts';
import { drivesMessages } from './messages.ts';
import { ID_PATTERN } from './post-ref.ts';
import type { ProgramTexts } from './program-texts.ts';
import { type Field, ok, refuse } from './step-bodies.ts';

/** A drive's words a volunteer writes: its name and what it is for. */
export type DriveField = 'name' | 'purpose';
export const DRIVE_TEXT_LIMITS: Record<DriveField, number> = { name: 120, purpose: 2000 };

/** Who a drive serves. */
export const PARTNER_KINDS = ['school', 'library', 'shelter'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export interface DrivePartner {
  name: string;
  kind: PartnerKind;
}

/** A drive as stored and answered (its volunteers' names are kept in its audit, not here). */
export interface Drive {
  id: string;
  texts: ProgramTexts<DriveField>;
  partner: DrivePartner;
  goal: number;
  /** Calendar days in British Columbia, both included: "2026-03-01" to "2026-05-31". */
  startDate: string;
  endDate: string;
  openedAt: number;
  /** Set when a volunteer closed it before its last day. */
  closedAt?: number;
}

/** upcoming: before its first day; open: members may tag wishes to it; ended: after its last day or closed. */
export type DriveStatus = 'upcoming' | 'open' | 'ended';

export function driveStatus(
  drive: Pick<Drive, 'startDate' | 'endDate' | 'closedAt'>,
  now: number,
): DriveStatus {
  if (drive.closedAt !== undefined) return 'ended';
  const today = localDay(now);
  if (today < drive.startDate) return 'upcoming';
  return today > drive.endDate ? 'ended' : 'open';
}

/** The running drive the home page shows: of the open ones, the one ending soonest (then the newest). */
export function runningDrive<D extends Drive>(drives: readonly D[], now: number): D | null {
  const open = drives.filter((drive) => driveStatus(drive, now) === 'open');
  open.sort((a, b) => a.endDate.localeCompare(b.endDate) || b.openedAt - a.openedAt);
  return open[0] ?? null;
}

/** Share of the goal reached, 0 to 100 (a drive may pass its goal; the bar stops full). */
export function driveProgress(gifted: number, goal: number): number {
  return goal > 0 ? Math.min(100, Math.round((gifted / goal) * 100)) : 0;
}

/** A drive named on a wish (Make a Wish's optional choice): absent or '' is none; anything but an id
 * is refused as a drive that is not open (whether an open drive has that id is the use case's read). */
export const driveRef: Field<string | undefined> = (value) => {
  if (value === undefined || value === null || value === '') return ok(undefined);
  return typeof value === 'string' && ID_PATTERN.test(value) ? ok(value) : refuse(drivesMessages.notOpen);
};

/** A new drive may not end in the past: it would never be open. */
export function endsInThePast(body: { endDate: string }, now: number): boolean {
  return body.endDate < localDay(now);
}
