// The app stays deployable as the route table grows: no stack may pass our lines (400 resources,
// 700 KB of template; CloudFormation refuses 500 and 1 MB), with the real route table plus 20 more
// routes, and a route's stack follows from its path alone. Every optional part on (emails, alarms, the
// edge stack, a custom domain): the largest templates.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Route, routes } from '../../functions/src/routes.ts';
import { inDeployEnvironment } from './deploy-environment.ts';
import { ROUTE_GROUPS, routeGroupOf, routesByGroup } from './route-stacks.ts';
import { EVERYTHING_ON, sizeLines, stackFigures } from './stack-size.ts';
import { SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

/** 20 copies of the largest group's routes, so all 20 land in the stack that already holds the most. */
function withTwentyMore(table: readonly Route[]): Route[] {
  const [, largest = []] = [...routesByGroup(table)].sort(([, a], [, b]) => b.length - a.length)[0] ?? [];
  const copies = Array.from({ length: 20 }, (_, i) => {
    const original = largest[i % largest.length] as Route;
    return { ...original, path: `${original.path}/copy-${i}`, handler: `${original.handler}-copy-${i}` };
  });
  return [...table, ...copies];
}

let figures: ReturnType<typeof stackFigures>;
let grown: Route[];

beforeAll(() => {
  grown = withTwentyMore(routes);
  figures = stackFigures(
    inDeployEnvironment(() => synthForTest(EVERYTHING_ON, { routes: grown }).app.synth()),
  );
}, SYNTH_TIMEOUT);

describe('stack sizes', () => {
  it('keeps every stack under 400 resources and 700 KB with 20 routes more than today', () => {
    expect(grown.length).toBe(routes.length + 20);
    // The route stacks hold every route, so the figures are the grown table's.
    expect(figures.filter((stack) => stack.stackName.includes('-api-')).length).toBe(
      routesByGroup(grown).size,
    );
    const lines = sizeLines();
    expect([lines.resources, lines.templateBytes]).toEqual([400, 700 * 1024]);
    for (const stack of figures) {
      expect(stack.resources, stack.stackName).toBeLessThanOrEqual(lines.resources);
      expect(stack.templateBytes, stack.stackName).toBeLessThanOrEqual(lines.templateBytes);
    }
  });

  it('puts a route in the stack of its path family, whatever its place in the table', () => {
    expect(routeGroupOf({ path: '/api/me/wishlists' })).toBe('members');
    expect(routeGroupOf({ path: '/api/wishlists/{id}/offer' })).toBe('wishlists');
    expect(routeGroupOf({ path: '/api/treats' })).toBe('treats');
    expect(routeGroupOf({ path: '/api/support/reports' })).toBe('support');
    expect(routeGroupOf({ path: '/api/anything-new' })).toBe('site');
    const reversed = routesByGroup([...routes].reverse());
    for (const [group, inGroup] of routesByGroup(routes)) {
      expect(new Set(reversed.get(group)?.map((route) => route.handler))).toEqual(
        new Set(inGroup.map((route) => route.handler)),
      );
    }
    // Every group named has routes today: no empty stack is deployed.
    expect([...routesByGroup(routes).keys()].sort()).toEqual(Object.keys(ROUTE_GROUPS).sort());
  });
});
