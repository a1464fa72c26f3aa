// The router and shared/src/web/app-routes.ts (what the servers answer 200 or 404 for) must list the
// same pages: a page added to one and not the other would be a 404 that renders, or a soft 404.
import { drivePage, interviewPage, postPages, staticPages } from '@bookwish/shared/web/app-routes';
import { describe, expect, it } from 'vitest';
import { lazyPages } from './router.tsx';

describe('the router and the shared route list', () => {
  it('name the same pages', () => {
    const routed = ['/', ...lazyPages.map((p) => p.path).filter((p) => p !== '*')].sort();
    const shared = [
      ...staticPages.map((p) => p.path),
      ...Object.values(postPages),
      interviewPage,
      drivePage,
    ].sort();
    expect(routed).toEqual(shared);
  });
});
