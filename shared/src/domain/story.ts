// Run a sequence of commands through the deciders, as a member would, and keep every event: how the
// seed data and the tests build posts in any status with the same rules the API applies.

import { decidePost, evolvePost } from './post.ts';
import type { Actor, Post, PostEvent, PostKind, TreatCommand, WishlistCommand } from './types.ts';

export interface StoryStep {
  actor: Actor;
  command: WishlistCommand | TreatCommand;
  /** epoch ms; defaults to one minute after the previous step. */
  at?: number;
}

export interface Story {
  state: Post;
  events: PostEvent[];
}

/** Applies each step in turn; throws with the refusal's message when a step is refused, since a
 * story is meant to be valid. */
export function tell(
  kind: PostKind,
  postId: string,
  steps: readonly StoryStep[],
  start = Date.UTC(2024, 8, 1),
): Story {
  let state: Post | null = null;
  const events: PostEvent[] = [];
  let now = start;
  for (const step of steps) {
    now = step.at ?? now + 60_000;
    const decision = decidePost(kind, state, step.command, step.actor, { postId, now });
    if (!decision.ok) throw new Error(`${step.command.type} refused: ${decision.error.message}`);
    events.push(decision.event);
    state = evolvePost(state, decision.event);
  }
  if (!state) throw new Error('A story needs at least one step');
  return { state, events };
}
