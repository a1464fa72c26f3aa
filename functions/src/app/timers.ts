// Hold timers: reminders, lapses and the address erasure after close, run by the system.
//
// Mechanism: a sparse "due" index in the single table, swept on a schedule. The store writes each
// post's next due time (shared/domain/timers.ts nextDueAt) on its STATE item in the same transaction
// as the event that set it, and a sweep (every 15 minutes: an EventBridge rule in AWS, a timer in the
// local stack) reads what fell due and runs it here. Chosen over one EventBridge Scheduler schedule per
// deadline because it is one mechanism that runs the same locally and in AWS (Scheduler has no local
// emulator), a deadline can never disagree with the state (no schedule to create, move or delete when
// a member acts), and the test clock only has to move the Clock and sweep. The cost: a deadline is
// met within one sweep interval, not to the second, which is fine for days-long holds.
//
// Each due action is a command through the event store's optimistic concurrency: the post is read
// (strongly), the pure decider says what is due now, and the event is appended guarded by the version
// read. A member who acted in time changed the state, so nothing is due; one who acts during the sweep
// wins the race and the sweep's append is a Conflict, dropped. A lapsed post is posted: nothing lapses
// twice.

import { evolvePost } from '@bookwish/shared/domain/post';
import { dueEvent } from '@bookwish/shared/domain/timers';
import type { PostEvent } from '@bookwish/shared/domain/types';
import { isTombstone, type PostDeps } from './ports.ts';

/** How often the sweep runs (the EventBridge rule and the local timer). */
export const SWEEP_EVERY_MINUTES = 15;

/** Posts handled per index read; a sweep reads again while full pages come back. */
const SWEEP_PAGE = 100;
/** Bounds one sweep (one Lambda invocation): what is left waits for the next one. */
const SWEEP_MAX_ROUNDS = 10;

export type TimerResult = PostEvent['type'] | 'nothing-due' | 'lost-race';

/** Runs what is due on one post now: the lapse, the reminder or the erasure, once. */
export async function runDueTimer(deps: PostDeps, postId: string): Promise<TimerResult> {
  const current = await deps.store.load(postId);
  if (!current || isTombstone(current)) return 'nothing-due';
  const event = dueEvent(current, deps.clock.now());
  if (!event) return 'nothing-due';
  // The address leaves the stored events first: should the append fail, the erasure is still due
  // and the next sweep does both again (blanking is idempotent); never an event saying "erased"
  // over events that still hold it. A tracking number goes with it: the carrier's page shows where
  // the book was delivered. So do an in-person meeting's places and times: they say where a member
  // was, and when.
  if (event.type === 'AddressErased') {
    const holding = (await deps.store.history(postId)).filter(
      (e) =>
        ('shippingAddress' in e.data && e.data.shippingAddress !== '') ||
        ('parcel' in e.data && e.data.parcel !== undefined) ||
        ('meeting' in e.data && e.data.meeting !== undefined),
    );
    if (holding.length > 0)
      await deps.store.eraseAddressFromEvents(
        postId,
        holding.map((e) => e.seq),
      );
  }
  const result = await deps.store.append(postId, current.version, event, evolvePost(current, event));
  return result.ok ? event.type : 'lost-race';
}

export interface SweepReport {
  /** Events appended, by type. */
  done: Partial<Record<PostEvent['type'], number>>;
  /** Posts the index named but where nothing was due any more, or a member got there first. */
  skipped: number;
  /** Posts whose run threw (the next sweep tries again). */
  failed: { postId: string; error: unknown }[];
}

/** Everything due at the clock's now. One post's failure does not stop the others. */
export async function sweepTimers(deps: PostDeps): Promise<SweepReport> {
  const report: SweepReport = { done: {}, skipped: 0, failed: [] };
  const tried = new Set<string>();
  for (let round = 0; round < SWEEP_MAX_ROUNDS; round++) {
    const due = await deps.store.listDue(deps.clock.now(), SWEEP_PAGE);
    const fresh = due.filter((d) => !tried.has(d.postId));
    for (const { postId } of fresh) {
      tried.add(postId);
      try {
        const result = await runDueTimer(deps, postId);
        if (result === 'nothing-due' || result === 'lost-race') report.skipped++;
        else report.done[result] = (report.done[result] ?? 0) + 1;
      } catch (error) {
        report.failed.push({ postId, error });
      }
    }
    // A post is run once per sweep; a short page means nothing else is due.
    if (due.length < SWEEP_PAGE || fresh.length === 0) break;
  }
  return report;
}
