// Every function's code is named by an entry the compiler checks, and the same entry is what runs
// locally and what the bundler builds: a route cannot exist without its handler.

import { describe, expect, it } from 'vitest';
import { loadEntry } from './local/entries.ts';
import { handlerIn, madeBy } from './route-entries.ts';
import { bundledHandlers, type Route, routes, timersSweepEntry } from './routes.ts';

describe('route entries', () => {
  it('give every function a name of its own', () => {
    const names = routes.map((route) => route.handler);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(bundledHandlers())).toHaveLength(names.length + 4);
  });

  it.each(Object.entries({ ...bundledHandlers(), 'timers-sweep': timersSweepEntry }))(
    '%s loads in-process to a handler',
    async (_, entry) => {
      expect(typeof (await loadEntry(entry))).toBe('function');
    },
  );

  it('refuse, at compile time, a route without a handler, a module without one, a maker that does not exist or wrong arguments', () => {
    // tsc checks this file: an @ts-expect-error that no longer fails is itself an error.
    // @ts-expect-error a route must name what it runs
    const withoutEntry: Route = { method: 'GET', path: '/api/nothing', handler: 'nothing', access: {} };
    // @ts-expect-error a step has no handler file of its own any more
    const stepFile = handlerIn('handlers/wishlist-offer.ts');
    // @ts-expect-error a maker module exports no `handler`
    const makerAsHandler = handlerIn('http/post-routes.ts');
    // @ts-expect-error a maker the module does not export
    const misspelt = madeBy('http/post-routes.ts', 'listRoutes', 'wishlist');
    // @ts-expect-error the maker's arguments are checked too
    const wrongKind = madeBy('http/post-routes.ts', 'listRoute', 'wish');
    expect([withoutEntry, stepFile, makerAsHandler, misspelt, wrongKind]).toHaveLength(5);
  });
});
