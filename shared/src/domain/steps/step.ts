// What one exchange step is, whatever its kind: where it is routed (its abuse bound, whether it takes
// a photo), the kind of screen it needs, and its decision. The registry (steps/index.ts) names every
// step of both kinds; the route table, the deciders and `actionsFor` are read from it.

import type { RateLimitKind } from '../constants.ts';
import type { DecideContext } from '../decision.ts';
import type { Actor, Decision, Post, PostEvent } from '../types.ts';

/** The screen a step needs: a plain button, a dialog asking an optional reason, or its form. */
export type StepUi = 'button' | 'reason' | 'address' | 'request' | 'parcel' | 'receipt' | 'report';

export interface StepRoute {
  /** Per-caller abuse bound (RATE_LIMITS). */
  limit: RateLimitKind;
  /** The body may name an upload (thankYouPhotoKey) the step attaches: its route may write images. */
  photo?: true;
}

/** One step's decision, once the post exists, the member may reach it and it is not taken down (the
 * kind's decider checked that): who may take it, in which status, and the event it appends. */
export type StepDecide<P extends Post, C, E extends PostEvent = PostEvent> = (
  state: P,
  command: C,
  actor: Actor,
  ctx: DecideContext,
) => Decision<E>;

export interface StepFacts extends StepRoute {
  ui: StepUi;
}

/** A step of one kind's own exchange: its facts and its decision. (The steps every post shares, take
 * off the wall and report, are facts only: the kinds' common decider takes them.) */
export interface Step<P extends Post = Post, C = never, E extends PostEvent = PostEvent> extends StepFacts {
  decide: StepDecide<P, C, E>;
}

/** The command of one type among a kind's commands. */
export type CommandOf<C, T extends string> = Extract<C, { type: T }>;
