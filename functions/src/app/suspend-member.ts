// A volunteer suspends a member (POST /api/support/members/{uid}/suspend, with a reason). In order:
// 1. the suspended flag on the member's session record (who, when, why): every authenticated call reads
//    that record, so the member's still-valid tokens are refused from this moment (aws-jwt-verify knows
//    nothing of revocation);
// 2. the user pool: AdminDisableUser (no new sign-in) and AdminUserGlobalSignOut (no refresh), and
//    their push devices are dropped (no notification reaches a phone they still hold);
// 3. every exchange they are in ends cleanly: their own posts are taken down, their part in others'
//    ends (the post opens again), each as a MemberSuspended event by the volunteer with the reason, so
//    the replay audits it; the notifier emails the other member of each (decide-emails.ts);
// 4. their public footprint goes: each finished exchange's post of theirs, and each thank-you they
//    wrote on another's, leaves the public pages and the wall (FootprintHidden, support.ts), kept
//    whole in the history for volunteers, who can restore each one.
// Each step can run again: a retry after a failure part way finishes the job.

import { reportsMessages } from '@bookwish/shared/domain/messages';
import { parseSuspendMember } from '@bookwish/shared/domain/support-bodies';
import type { Actor, Post } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { postsOfMember } from './forget-member.ts';
import type { PushDevices } from './notify-ports.ts';
import type { PostDeps } from './ports.ts';
import { runCommand } from './post-commands.ts';
import { dropPushDevices } from './push-devices.ts';
import { memberIdOrNotFound } from './report-queue.ts';
import { parseBody } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

/** The user pool's side (Cognito's user name is the member's uid). */
export interface SuspendPool {
  exists(uid: string): Promise<boolean>;
  isVolunteer(uid: string): Promise<boolean>;
  disable(uid: string): Promise<void>;
  signOutEverywhere(uid: string): Promise<void>;
}

export interface SuspendDeps extends PostDeps {
  pool: SuspendPool;
  sessions: { suspend(uid: string, by: Actor, reason: string, at: number): Promise<void> };
  devices: PushDevices;
}

export interface SuspendResult {
  /** The posts whose exchange ended or that were taken down. */
  ended: number;
  message: string;
}

export async function suspendMember(
  deps: SuspendDeps,
  input: { caller: Actor | null; uid: string | undefined; body: unknown },
): Promise<SuspendResult> {
  const volunteer = requireVolunteer(input.caller);
  const uid = memberIdOrNotFound(input.uid);
  const { reason } = parseBody(parseSuspendMember, input.body);
  if (uid === volunteer.uid) throw new AppError('FORBIDDEN', reportsMessages.suspendSelf);
  if (!(await deps.pool.exists(uid))) throw new AppError('NOT_FOUND', reportsMessages.memberNotFound);
  // A volunteer's access is the group's to take away, not this queue's.
  if (await deps.pool.isVolunteer(uid)) throw new AppError('FORBIDDEN', reportsMessages.suspendVolunteer);
  await deps.sessions.suspend(uid, { uid: volunteer.uid, name: volunteer.name }, reason, deps.clock.now());
  await deps.pool.disable(uid);
  await deps.pool.signOutEverywhere(uid);
  await dropPushDevices(deps.devices, uid);
  const { own, involved } = await postsOfMember(deps.store, uid);
  let ended = 0;
  for (const post of [...own, ...involved]) {
    if (await endFor(deps, post, uid, volunteer, reason)) ended += 1;
    else await hideFor(deps, post, uid, volunteer, reason);
  }
  return { ended, message: reportsMessages.suspended };
}

/** Takes the member's finished post, or their thank-you on another's, off the public pages; false
 * when there is none here (not finished, not theirs, hidden already, or the volunteer is a party). */
async function hideFor(deps: SuspendDeps, post: Post, uid: string, volunteer: Actor, reason: string) {
  return refusedAsFalse(() =>
    runCommand(deps, post.kind, post.id, { type: 'hideFootprint', memberUid: uid, reason }, volunteer),
  );
}

/** Ends the member's part in one post; false when there is nothing to end (closed, already ended, or
 * the volunteer is a party there: a colleague must do that one, as with every support action). */
async function endFor(deps: SuspendDeps, post: Post, uid: string, volunteer: Actor, reason: string) {
  return refusedAsFalse(() =>
    runCommand(deps, post.kind, post.id, { type: 'endForSuspension', memberUid: uid, reason }, volunteer),
  );
}

/** A step the post's rules refuse (nothing to do there, or a colleague's to do) is skipped. */
async function refusedAsFalse(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'FORBIDDEN')) return false;
    throw error;
  }
}
