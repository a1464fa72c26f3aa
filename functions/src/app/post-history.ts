// A post's full history for volunteers: every event (unredacted), the state after it and what it
// changed, with the stored STATE compared to the replay so a drift shows on the support page. Every
// read is recorded before the data is returned.

import { isDeepStrictEqual } from 'node:util';
import { supportMessages } from '@bookwish/shared/domain/messages';
import { changedFields, replayStates } from '@bookwish/shared/domain/post';
import type { PostHistory, ReplayStep } from '@bookwish/shared/domain/post-history';
import { postIdFrom } from '@bookwish/shared/domain/post-ref';
import { toView } from '@bookwish/shared/domain/timeline';
import type { Actor, Post, PostEvent } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type Clock, type EventStore, isTombstone, type SupportAudit } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

/** Folds events one by one, keeping each state and its difference from the one before. */
export function replaySteps(events: readonly PostEvent[]): ReplayStep[] {
  let before: Post | null = null;
  return replayStates(events).map(({ event, state }) => {
    const step = { event, state, changes: changedFields(before, state) };
    before = state;
    return step;
  });
}

/** The history of a post, or null when no post ever had this id. */
export async function postHistory(store: EventStore, postId: string): Promise<PostHistory | null> {
  const stored = await store.load(postId);
  if (stored === null) return null;
  if (isTombstone(stored)) {
    return {
      postId,
      kind: stored.kind,
      deletedAt: stored.deletedAt,
      stored: null,
      steps: [],
      consistent: true,
    };
  }
  const steps = replaySteps(await store.history(postId));
  return {
    postId,
    kind: stored.kind,
    deletedAt: null,
    stored,
    steps,
    consistent: isDeepStrictEqual(steps.at(-1)?.state ?? null, stored),
  };
}

/** GET /api/support/posts/{id}/events: the history plus what the owner sees, for volunteers. */
export async function replayForVolunteer(
  deps: { store: EventStore; clock: Clock; audit: SupportAudit },
  input: { postRef: string; caller: Actor | null },
) {
  const volunteer = requireVolunteer(input.caller);
  const id = postIdFrom(input.postRef);
  if (!id) throw new AppError('NOT_FOUND', supportMessages.postNotFound);
  await deps.audit.recordRead(volunteer, { post: id }, deps.clock.now());
  const found = await postHistory(deps.store, id);
  if (!found) throw new AppError('NOT_FOUND', supportMessages.postNotFound);
  return {
    ...found,
    // What the owner sees, so the volunteer can read the member's wording alongside the raw events.
    timeline: found.stored ? toView(found.stored, 'owner').timeline : [],
  };
}
