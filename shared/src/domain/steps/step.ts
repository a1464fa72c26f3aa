// What one exchange step is, whatever its kind: where it is routed (its abuse bound, whether it takes
// a photo), the kind of screen it needs, and its decision. The registry (steps/index.ts) names every
// step of both kinds; the route table, the deciders and `actionsFor` are read from it.

import type { RateLimitKind } from '../constants.ts';
import { accept, type DecideContext, eventMeta, staleVersion } from '../decision.ts';
import type {
  Actor,
  Decision,
  DomainError,
  Post,
  PostEvent,
  ReportCommand,
  SupportCommand,
  TakeOffWall,
} from '../types.ts';

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

/** The command of one type among a kind's commands. */
export type CommandOf<C, T extends string> = Extract<C, { type: T }>;

/** What a step's event carries besides its type and data. */
export type EventMeta = ReturnType<typeof eventMeta>;

/** The shape every step decides by: its refusal first (who may take it, in which status), then a
 * stale page (another member was first), then its event. Its calls are marked pure, so a function
 * that reads the route table and never decides drops the decisions from its bundle. */
export function deciding<P extends Post, C, E extends PostEvent>(
  refusal: (state: P, actor: Actor) => Refusal | null,
  event: (meta: EventMeta, command: C, state: P) => E,
): StepDecide<P, C, E> {
  return (state, command, actor, ctx) =>
    refusal(state, actor) ??
    staleVersion(state, ctx) ??
    accept(event(eventMeta(state, actor, ctx), command, state));
}

type Refusal = { ok: false; error: DomainError };

/** A kind's own commands, each decided by its step (not posting, not the steps every post shares,
 * not the volunteers'). */
export type ExchangeCommand<C> = Exclude<C, SupportCommand | TakeOffWall | ReportCommand | { type: 'post' }>;

/** Every exchange command of a kind has a step that decides it: a command without one fails tsc. */
export type Decides<P extends Post, C extends { type: string }, E extends PostEvent> = {
  [T in ExchangeCommand<C>['type']]: StepDecide<P, Extract<C, { type: T }>, E>;
};
