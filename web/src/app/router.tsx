// The one route table of the SPA (spec section 2). Home loads with the app; every other page is a
// lazy chunk, so a visitor's first page carries no forms, dialogs or Cognito code.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadPart } from '../components/lazy-part.tsx';
import { paths } from '../lib/paths.ts';
import HomePage from '../pages/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each lazy page's path and loader. The build reads it to preload the chunk of the page a visitor
 * lands on, in parallel with the app (vite.config.ts). */
export const lazyPages: Array<{ path: string; load: PageModule }> = [];

/** A lazy route for `import('./page')` (default export). A page whose code fails to arrive says so in
 * place and loads itself when the connection returns (loadPart), since the router keeps a failed lazy
 * route failed for good. */
function page(
  path: string,
  load: PageModule,
  extra: Omit<RouteObject, 'path' | 'lazy' | 'index'> = {},
): RouteObject {
  lazyPages.push({ path, load });
  return { path, ...extra, lazy: async () => ({ Component: await loadPart(load) }) };
}

export interface RouteHandle {
  /** false hides the top menu and footer (the spec's /login screen). */
  chrome?: boolean;
}

const pageRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  page(paths.login, () => import('../features/auth/login-page.tsx'), {
    handle: { chrome: false } satisfies RouteHandle,
  }),
  page(paths.makeAWish, () => import('../features/posts/make-a-wish-page.tsx')),
  page(paths.giveATreat, () => import('../features/posts/give-a-treat-page.tsx')),
  page(paths.wishlists, () => import('../features/posts/wishlists-page.tsx')),
  page(paths.treats, () => import('../features/posts/treats-page.tsx')),
  page(paths.search, () => import('../features/search/search-page.tsx')),
  page(paths.thanks, () => import('../features/thanks/thanks-page.tsx')),
  page('/wishlist/:id', () => import('../features/posts/wishlist-page.tsx')),
  page('/treat/:id', () => import('../features/posts/treat-page.tsx')),
  page(paths.profile, () => import('./profile-route.tsx')),
  page(paths.contact, () => import('../features/contact/contact-page.tsx')),
  page(paths.support, () => import('../features/support/support-page.tsx')),
  page(paths.supportImpact, () => import('../features/support/impact-page.tsx')),
  page(paths.about, () => import('../pages/about-page.tsx')),
  page(paths.bookDonation, () => import('../pages/book-donation-page.tsx')),
  page(paths.howItWorks, () => import('../pages/how-it-works-page.tsx')),
  page(paths.privacy, () => import('../pages/privacy-page.tsx')),
  page(paths.terms, () => import('../pages/terms-page.tsx')),
  page(paths.event, () => import('../pages/writers-spotlight-page.tsx')),
  page(paths.event2, () => import('../pages/book-extravaganza-page.tsx')),
  page(paths.writerSpotlight1, () => import('../pages/writer-spotlight1-page.tsx')),
  page(paths.writerSpotlight2, () => import('../pages/writer-spotlight2-page.tsx')),
  page('*', () => import('../components/not-found-page.tsx')),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Only if the layout itself fails; page errors are caught below, inside the menu and footer.
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
