// What each route allows one caller (its rate limit, shared RATE_LIMITS) and who may keep its answer
// (edge cache: 'visitors', a signed-out read the same for every visitor), by API Gateway route key.
// The route table (routes.ts) takes its routes' policies from here, so the CDK app, the local front
// and the functions all read the same. Apart from it because every function looks its own route up
// at run time (http/rate-limit.ts, http/edge-cache.ts), and the table, with every route's entry and
// grants, was 7 KB of each bundle; this is a few hundred bytes. A step's limit stays its step
// module's fact (shared/src/domain/steps), read through the step routes.

import type { RateLimitKind } from '@bookwish/shared/domain/constants';
import { actionsOf, stepPath, stepRoute } from '@bookwish/shared/domain/step-routes';

export interface RoutePolicy {
  /** Per-caller abuse bound (shared RATE_LIMITS), the same locally and in AWS. */
  limit?: RateLimitKind;
  /** 'visitors': CloudFront (and the local front) keep a signed-out answer for everyone a short while;
   * a member's read of it never is kept. */
  edgeCache?: 'visitors';
}

const visitors: RoutePolicy = { edgeCache: 'visitors' };

/** The routes with a policy; a route not named here has no limit and its answer is kept nowhere. */
const POLICIES: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/wishlists': visitors,
  'GET /api/treats': visitors,
  'GET /api/thanks': visitors,
  'GET /api/wishlists/{id}': visitors,
  'GET /api/treats/{id}': visitors,
  'GET /api/search': visitors,
  'GET /api/meeting-places': visitors,
  'POST /api/wishlists': { limit: 'create' },
  'POST /api/treats': { limit: 'create' },
  'DELETE /api/wishlists/{id}': { limit: 'transition' },
  'DELETE /api/treats/{id}': { limit: 'transition' },
  'POST /api/uploads': { limit: 'upload' },
  'POST /api/contact': { limit: 'contact' },
  'PUT /api/me/avatar': { limit: 'account' },
  'PUT /api/me/profile': { limit: 'account' },
  'DELETE /api/me': { limit: 'account' },
  'POST /api/me/sign-out-everywhere': { limit: 'account' },
  'POST /api/me/password': { limit: 'account' },
  'POST /api/me/push': { limit: 'account' },
  'DELETE /api/me/push': { limit: 'account' },
  'GET /api/me/export': { limit: 'export' },
  'GET /api/support/members/export': { limit: 'export' },
  'GET /api/books/lookup': { limit: 'lookup' },
  'GET /api/books/cover': { limit: 'lookup' },
  ...Object.fromEntries(
    (['wishlist', 'treat'] as const).flatMap((kind) =>
      actionsOf(kind).map((action) => [
        `POST ${stepPath(kind, action)}`,
        { limit: stepRoute(kind, action).limit },
      ]),
    ),
  ),
};

/** The policy of a route key ("POST /api/wishlists"); none for an unknown key. */
export function routePolicy(routeKey: string | undefined): RoutePolicy {
  return (routeKey && POLICIES[routeKey]) || {};
}

/** Every route key with a policy (the route table's test holds each to a route). */
export const routeKeysWithPolicy = (): string[] => Object.keys(POLICIES);
