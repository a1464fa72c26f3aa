// Every route of the spec's section 2, for the route-level e2e checks (axe, screenshots).
import type { Page } from '@playwright/test';

export interface RouteCase {
  /** File-name-safe name for screenshots. */
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** The route whose page a visitor gets here instead (sent to log in, or the 404 page). */
  visitorSees?: string;
}

/** The id of the newest post of a kind from the running API, or a made-up id when there is none
 * (the preview server has no API: the detail page then shows its not-found state). */
function firstPost(kind: 'wishlists' | 'treats') {
  return async (page: Page): Promise<string> => {
    const single = kind === 'wishlists' ? 'wishlist' : 'treat';
    try {
      const response = await page.request.get(`/api/${kind}?limit=1`);
      if (response.ok()) {
        const body = (await response.json()) as { items?: Array<{ id: string }> };
        const id = body.items?.[0]?.id;
        if (id) return `/${single}/${id}`;
      }
    } catch {
      // No API behind this server.
    }
    return `/${single}/no-such-${single}`;
  };
}

export const routeCases: RouteCase[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'makeawish', path: '/makeawish', visitorSees: 'login' },
  { name: 'giveatreat', path: '/giveatreat', visitorSees: 'login' },
  { name: 'wishlists', path: '/wishlists' },
  { name: 'treats', path: '/treats' },
  { name: 'wishlist-detail', path: firstPost('wishlists') },
  { name: 'treat-detail', path: firstPost('treats') },
  { name: 'profile', path: '/profile', visitorSees: 'not-found' },
  { name: 'about', path: '/about' },
  { name: 'bookdonation', path: '/bookdonation' },
  { name: 'contact', path: '/contact' },
  { name: 'howitworks', path: '/howitworks' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'event', path: '/event' },
  { name: 'event2', path: '/event2' },
  { name: 'writerspotlight1', path: '/writerspotlight1' },
  { name: 'writerspotlight2', path: '/writerspotlight2' },
  { name: 'writerspotlight-slug', path: '/writerspotlight/elena-park' },
  { name: 'event-apply', path: '/event/apply', visitorSees: 'login' },
  { name: 'support-spotlight', path: '/support/spotlight', visitorSees: 'not-found' },
  { name: 'thanks', path: '/thanks' },
  { name: 'support', path: '/support', visitorSees: 'not-found' },
  // Book drives: the seeded drive's page, and the volunteers' console.
  { name: 'drive', path: '/drive/demo-drive-richmond' },
  { name: 'support-drives', path: '/support/drives', visitorSees: 'not-found' },
  { name: 'not-found', path: '/no-such-page' },
];
