// What the API's routing needs of every exchange step: the steps of each kind in the order a reader
// meets them, each one's rate-limit class and whether it takes a photo, read from the step registry
// (steps/index.ts). The route table, the rate limit and the edge cache read this in every function,
// so it imports no schema (a function that never parses a step body does not carry zod for it).

import { type ActionOf, stepFacts as steps } from './steps/index.ts';
import type { StepRoute } from './steps/step.ts';
import type { PostKind } from './types.ts';

export type { StepRoute } from './steps/step.ts';

export type WishlistAction = keyof (typeof steps)['wishlist'];
export type TreatAction = keyof (typeof steps)['treat'];
export type { ActionOf } from './steps/index.ts';
export type ExchangeAction = WishlistAction | TreatAction;

export function stepRoute<K extends PostKind>(kind: K, action: ActionOf<K>): StepRoute {
  const step = (steps[kind] as Record<string, StepRoute>)[action] as StepRoute;
  return step.photo ? { limit: step.limit, photo: true } : { limit: step.limit };
}

export function actionsOf<K extends PostKind>(kind: K): ActionOf<K>[] {
  return Object.keys(steps[kind]) as ActionOf<K>[];
}

/** POST /api/{kind}s/{id}/{action}: API Gateway style. */
export function stepPath(kind: PostKind, action: ExchangeAction): string {
  return `/api/${kind}s/{id}/${actionSlug(action)}`;
}

/** An action as it appears in a path or a function name: takeOffWall -> take-off-wall. */
export function actionSlug(action: ExchangeAction): string {
  return action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
