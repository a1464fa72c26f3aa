// A post's full history for volunteers: every event (unredacted), the state after it, and what it
// changed. The stored STATE is compared with the replay so a drift would show on the support page.

import { isDeepStrictEqual } from 'node:util';
import { changedFields, replayStates } from '@bookwish/shared/domain/post';
import type { PostHistory, ReplayStep } from '@bookwish/shared/domain/post-history';
import type { Post, PostEvent } from '@bookwish/shared/domain/types';
import { history, isTombstone, load } from '../store/event-store.ts';

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
export async function postHistory(postId: string): Promise<PostHistory | null> {
  const stored = await load(postId);
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
  const steps = replaySteps(await history(postId));
  return {
    postId,
    kind: stored.kind,
    deletedAt: null,
    stored,
    steps,
    consistent: isDeepStrictEqual(steps.at(-1)?.state ?? null, stored),
  };
}
