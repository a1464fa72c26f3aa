// A route's policy is named by its route key, apart from the route table: a key that names no route
// (a typo, a route renamed) would leave a route unlimited or uncached without a word.

import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { routeKeysWithPolicy, routePolicy } from './route-policies.ts';
import { routes } from './routes.ts';

const keyOf = (route: (typeof routes)[number]) => `${route.method} ${route.path}`;

describe('route policies', () => {
  it('each name a route of the table, which carries that policy', () => {
    const byKey = new Map(routes.map((route) => [keyOf(route), route]));
    for (const key of routeKeysWithPolicy()) {
      const route = byKey.get(key);
      expect(route, key).toBeDefined();
      expect({ limit: route?.limit, edgeCache: route?.edgeCache }, key).toEqual({
        limit: routePolicy(key).limit,
        edgeCache: routePolicy(key).edgeCache,
      });
    }
  });

  it('limit every write a member or visitor can repeat, and keep only signed-out reads for visitors', () => {
    for (const route of routes) {
      const { limit, edgeCache } = routePolicy(keyOf(route));
      if (limit) expect(RATE_LIMITS[limit], keyOf(route)).toBeDefined();
      if (edgeCache) expect(route.method, keyOf(route)).toBe('GET');
    }
    // Every exchange step and every create counts against its member.
    for (const route of routes.filter(
      (r) => r.method === 'POST' && /^\/api\/(wishlists|treats)/.test(r.path),
    )) {
      expect(routePolicy(keyOf(route)).limit, keyOf(route)).toBeDefined();
    }
    expect(routePolicy('GET /api/nothing-here')).toEqual({});
    expect(routePolicy(undefined)).toEqual({});
  });
});
