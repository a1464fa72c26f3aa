// What the function answers on the routes kept for visitors: a visitor's copy is shared by the edge,
// a member's (any Authorization) and any failure are kept nowhere; other routes add nothing.
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { edgeCacheHeaders } from './edge-cache.ts';

const visitorRouteKeys = routes
  .filter((route) => route.edgeCache === 'visitors')
  .map((route) => `${route.method} ${route.path}`);

describe('edge cache headers', () => {
  it('lists the public reads as kept for visitors', () => {
    expect(visitorRouteKeys.length).toBeGreaterThan(0);
  });

  it.each(visitorRouteKeys)('%s: shared for a visitor, kept nowhere for a member', (routeKey) => {
    expect(edgeCacheHeaders(routeKey, {}, 200)['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(edgeCacheHeaders(routeKey, { authorization: 'Bearer x' }, 200)['cache-control']).toBe(
      'private, no-store',
    );
    expect(edgeCacheHeaders(routeKey, {}, 503)['cache-control']).toBe('private, no-store');
  });

  it('adds nothing on a member-only route', () => {
    expect(edgeCacheHeaders('DELETE /api/me', {}, 200)).toEqual({});
  });
});
