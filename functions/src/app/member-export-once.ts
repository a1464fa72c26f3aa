// "Download my data" once per request: the client names its request with an Idempotency-Key (the same
// on every retry of one press), and the key decides, as it does for a new post. The first try counts
// against the member's exports (RATE_LIMITS.export) and builds the archive under a bucket name made of
// the key; a retry whose answer was lost, or one sent after the app gave up waiting, gets a new link to
// that same archive, waits a while for it if it is still being built, and counts nothing. A build that
// died (its function's time limit passed) is taken over by the next try, still not counted again.
// Without a key (an older client) every call is its own archive and counts, as before.

import { createHash } from 'node:crypto';
import type { ExportLink } from '@bookwish/shared/api/responses';
import { EXPORT_BUILD_SECONDS, IDEMPOTENCY_KEY_PATTERN } from '@bookwish/shared/domain/constants';
import { commonMessages, exportMessages } from '@bookwish/shared/domain/messages';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type ExportArchive, type ExportDeps, keepArchive } from './member-export.ts';

/** What a ready request's record names: its archive in the bucket. */
export interface KeptArchive {
  objectKey: string;
  fileName: string;
  bytes: number;
}

export type BeginResult =
  | { begun: true }
  | { begun: false; startedAt: number; archive: KeptArchive | null }
  | { refused: number };

/** The records of export requests and the member's export count (store/export-requests.ts). */
export interface ExportRequests {
  /** Makes the key's record and counts it, in one write; or answers the record the key already has;
   * or refuses (the count is full: seconds until the window ends). */
  begin(uid: string, key: string, nowMs?: number): Promise<BeginResult>;
  ready(uid: string, key: string, archive: KeptArchive): Promise<void>;
  /** Claims a build that has not finished in time; false when another try claimed it or it finished. */
  takeOver(uid: string, key: string, startedAt: number, nowMs?: number): Promise<boolean>;
  /** A build that failed: the key's next try builds again at once. */
  abandon(uid: string, key: string, startedAt: number): Promise<void>;
  /** Counts a call without a key. */
  count(uid: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

export interface ExportOnceDeps extends ExportDeps {
  requests: ExportRequests;
}

export type ExportOnceResult =
  | { link: ExportLink; counts: ExportArchive['counts'] | null }
  | { refused: number };

/** How long a retry waits for the same request's build before saying it is still being prepared:
 * well inside the client's time limit for this call. */
export const WAIT_FOR_BUILD_MS = 15_000;
const LOOK_EVERY_MS = 500;
/** A build older than its function's time limit (with a margin) died: it will never finish. */
const BUILD_DEAD_AFTER_MS = (EXPORT_BUILD_SECONDS + 5) * 1000;

/** The archive's name in the bucket: from the member and the key, never the key itself. */
const archiveName = (uid: string, key: string) =>
  createHash('sha256').update(`${uid}\nexport\n${key}`).digest('base64url').slice(0, 32);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function exportMyDataOnce(
  deps: ExportOnceDeps,
  caller: Actor & { email?: string | undefined },
  key: string | undefined,
): Promise<ExportOnceResult> {
  const member = { uid: caller.uid, name: caller.name, email: caller.email };
  if (key === undefined) {
    const decision = await deps.requests.count(caller.uid);
    if (!decision.allowed) return { refused: decision.retryAfterSeconds };
    return keepArchive(deps, member);
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', commonMessages.badRequest);
  const build = async (startedAt: number) => {
    try {
      const kept = await keepArchive(deps, member, archiveName(caller.uid, key));
      await deps.requests.ready(caller.uid, key, {
        objectKey: kept.objectKey,
        fileName: kept.link.fileName,
        bytes: kept.link.bytes,
      });
      return { link: kept.link, counts: kept.counts };
    } catch (error) {
      await deps.requests.abandon(caller.uid, key, startedAt);
      throw error;
    }
  };
  // Real time, not the store's clock (which a test may move by days): this is how long the member waits.
  const waitUntil = Date.now() + WAIT_FOR_BUILD_MS;
  for (;;) {
    const now = deps.clock.now();
    const begun = await deps.requests.begin(caller.uid, key, now);
    if ('refused' in begun) return begun;
    if (begun.begun) return build(now);
    if (begun.archive) {
      const { objectKey, fileName, bytes } = begun.archive;
      const link = await deps.files.link(objectKey, fileName);
      return { link: { ...link, fileName, bytes }, counts: null };
    }
    if (
      now - begun.startedAt > BUILD_DEAD_AFTER_MS &&
      (await deps.requests.takeOver(caller.uid, key, begun.startedAt, now))
    ) {
      return build(now);
    }
    if (Date.now() >= waitUntil) throw new AppError('CONFLICT', exportMessages.stillPreparing);
    await pause(LOOK_EVERY_MS);
  }
}
