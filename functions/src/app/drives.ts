// Book drives (shared/src/domain/drives.ts): volunteers open and close them from the console (each
// action audited beside the drive); anyone reads the open drives (Make a Wish's choice, the home page's
// banner) and a drive's page: its words, partner, dates, books gifted against the goal (the impact
// fold's per-drive counters, never a scan), its open wishes and the thank-yous on the Gratitude Wall
// (thanks-wall.ts: only those).

import type {
  ConsoleDrives,
  DriveAction,
  DrivePage,
  DriveView,
  OpenDrives,
} from '@bookwish/shared/api/drives';
import { type Drive, driveStatus, runningDrive } from '@bookwish/shared/domain/drives';
import { drivesMessages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { hiddenFromPublic } from '@bookwish/shared/domain/reports';
import { isOnWall, toWallCard } from '@bookwish/shared/domain/thanks-wall';
import { toSummary } from '@bookwish/shared/domain/timeline';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock, EventStore } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

/** The drives in the table (store/drive-store.ts). */
export interface DriveStore {
  get(id: string): Promise<Drive | null>;
  list(): Promise<Drive[]>;
  put(drive: Drive, volunteer: Actor): Promise<void>;
  /** false when it was closed already. */
  close(id: string, volunteer: Actor, at: number): Promise<boolean>;
  gifted(ids: readonly string[]): Promise<Map<string, number>>;
  wishIds(driveId: string): Promise<string[]>;
  /** Who opened and closed it, oldest first (the audit kept beside it). */
  audit(driveId: string): Promise<DriveAction[]>;
}

export type { DrivePage, DriveView };

export interface Deps {
  drives: DriveStore;
  clock: Clock;
}

export async function views(deps: Deps, drives: readonly Drive[]): Promise<DriveView[]> {
  const gifted = await deps.drives.gifted(drives.map((drive) => drive.id));
  const now = deps.clock.now();
  return drives.map((drive) => ({
    ...drive,
    status: driveStatus(drive, now),
    gifted: gifted.get(drive.id) ?? 0,
  }));
}

async function found(deps: Deps, id: string): Promise<Drive> {
  const drive = ID_PATTERN.test(id) ? await deps.drives.get(id) : null;
  if (!drive) throw new AppError('NOT_FOUND', drivesMessages.notFound);
  return drive;
}

/** POST /api/support/drives/{id}/close: a volunteer ends a running or upcoming drive early (audited);
 * its wishes stay as they are. */
export async function closeDrive(
  deps: Deps,
  input: { caller: Actor | null; id: string },
): Promise<DriveView> {
  const volunteer = requireVolunteer(input.caller);
  const drive = await found(deps, input.id);
  const now = deps.clock.now();
  if (driveStatus(drive, now) === 'ended' || !(await deps.drives.close(drive.id, volunteer, now))) {
    throw new AppError('CONFLICT', drivesMessages.alreadyEnded);
  }
  const [view] = await views(deps, [{ ...drive, closedAt: now }]);
  return view as DriveView;
}

/** GET /api/support/drives: every drive, newest first, for the console. */
export async function consoleDrives(deps: Deps, input: { caller: Actor | null }): Promise<ConsoleDrives> {
  requireVolunteer(input.caller);
  const drives = await views(deps, await deps.drives.list());
  // One Query a drive: a nonprofit runs a few a year.
  const audits = await Promise.all(drives.map((drive) => deps.drives.audit(drive.id)));
  return { drives: drives.map((drive, i) => ({ ...drive, actions: audits[i] ?? [] })) };
}

/** GET /api/drives: the drives open now (ending soonest first) and the running one the home page shows. */
export async function openDrives(deps: Deps): Promise<OpenDrives> {
  const now = deps.clock.now();
  const open = (await deps.drives.list()).filter((drive) => driveStatus(drive, now) === 'open');
  const drives = await views(deps, open);
  const running = runningDrive(drives, now);
  drives.sort((a, b) => a.endDate.localeCompare(b.endDate) || b.openedAt - a.openedAt);
  return { drives, running };
}

/** The open wishes anyone may read (Posted, not taken down). */
const isOpenWish = (post: Post) =>
  post.kind === 'wishlist' && post.status === 'posted' && !hiddenFromPublic(post);

/** GET /api/drives/{id}: the drive's page, for anyone. */
export async function drivePage(
  deps: Deps & { store: EventStore },
  input: { id: string },
): Promise<DrivePage> {
  const drive = await found(deps, input.id);
  const [view] = await views(deps, [drive]);
  const ids = await deps.drives.wishIds(drive.id);
  // A wish moved to another drive since stays listed under this one: only the drive's own count here.
  const posts = (ids.length ? await deps.store.loadMany(ids) : []).filter(
    (post) => post.kind === 'wishlist' && post.driveId === drive.id,
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  posts.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    drive: view as DriveView,
    wishes: posts.filter(isOpenWish).map(toSummary),
    thanks: posts.filter(isOnWall).map(toWallCard),
  };
}
