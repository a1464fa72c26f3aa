// What the API's routing needs of every exchange step, and nothing that parses a body: the steps of
// each kind in the order a reader meets them, each one's rate-limit class and whether it takes a photo.
// The route table, the rate limit and the edge cache read this in every function, so it imports no
// schema (a function that never parses a step body does not carry zod for it). exchange-steps.ts holds
// the rest of each step (body schema, command, emails) and must name exactly these steps (satisfies).

import type { RateLimitKind } from './constants.ts';
import type { PostKind } from './types.ts';

export interface StepRoute {
  /** Per-caller abuse bound (RATE_LIMITS). */
  limit: RateLimitKind;
  /** The body may name an upload (thankYouPhotoKey) the step attaches: its route may write images. */
  photo?: true;
}

export const stepRoutes = {
  wishlist: {
    offer: { limit: 'transition' },
    confirm: { limit: 'transition' },
    fulfil: { limit: 'transition' },
    close: { limit: 'transition', photo: true },
    withdraw: { limit: 'transition' },
    decline: { limit: 'transition' },
    takeOffWall: { limit: 'transition' },
    report: { limit: 'transition' },
  },
  treat: {
    request: { limit: 'transition' },
    ship: { limit: 'transition' },
    close: { limit: 'transition', photo: true },
    withdraw: { limit: 'transition' },
    decline: { limit: 'transition' },
    takeOffWall: { limit: 'transition' },
    report: { limit: 'transition' },
  },
} as const satisfies Record<PostKind, Record<string, StepRoute>>;

export type WishlistAction = keyof (typeof stepRoutes)['wishlist'];
export type TreatAction = keyof (typeof stepRoutes)['treat'];
export type ActionOf<K extends PostKind> = K extends 'wishlist' ? WishlistAction : TreatAction;
export type ExchangeAction = WishlistAction | TreatAction;

export function stepRoute<K extends PostKind>(kind: K, action: ActionOf<K>): StepRoute {
  return (stepRoutes[kind] as Record<string, StepRoute>)[action] as StepRoute;
}

export function actionsOf<K extends PostKind>(kind: K): ActionOf<K>[] {
  return Object.keys(stepRoutes[kind]) as ActionOf<K>[];
}

/** POST /api/{kind}s/{id}/{action}: API Gateway style. */
export function stepPath(kind: PostKind, action: ExchangeAction): string {
  return `/api/${kind}s/{id}/${actionSlug(action)}`;
}

/** An action as it appears in a path or a function name: takeOffWall -> take-off-wall. */
export function actionSlug(action: ExchangeAction): string {
  return action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
