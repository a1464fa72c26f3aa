// What the book drives' routes answer (functions/src/app/drives.ts), read by the web as is.

import type { Drive, DriveStatus } from '../domain/drives.ts';
import type { WallCard } from '../domain/thanks-wall.ts';
import type { PostSummary } from './responses.ts';

/** A drive as answered: as stored, with its status now and its books gifted so far. */
export interface DriveView extends Drive {
  status: DriveStatus;
  gifted: number;
}

/** GET /api/drives: the drives open now (ending soonest first) and the one the home page shows. */
export interface OpenDrives {
  drives: DriveView[];
  running: DriveView | null;
}

/** GET /api/drives/{id}: the drive, its open wishes (newest first) and its thank-yous on the wall. */
export interface DrivePage {
  drive: DriveView;
  wishes: PostSummary[];
  thanks: WallCard[];
}

/** One volunteer action on a drive, as its audit keeps it (the console shows who opened and closed it). */
export interface DriveAction {
  action: 'open' | 'close';
  volunteerName: string;
  at: number;
}

/** GET /api/support/drives: every drive, newest first, each with its audit. */
export interface ConsoleDrives {
  drives: (DriveView & { actions: DriveAction[] })[];
}
