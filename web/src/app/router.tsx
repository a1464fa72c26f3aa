// The one route table of the SPA (spec section 2). Home loads with the app; every other page is a
// lazy chunk, so a visitor's first page carries no forms, dialogs or Cognito code.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import HomePage from '../pages/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Turns `import('./page')` (default export) into a lazy route. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export interface RouteHandle {
  /** false hides the top menu and footer (the spec's /login screen). */
  chrome?: boolean;
}

const pageRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: paths.login,
    handle: { chrome: false } satisfies RouteHandle,
    ...page(() => import('../features/auth/login-page.tsx')),
  },
  { path: paths.makeAWish, ...page(() => import('../features/wishlists/make-a-wish-page.tsx')) },
  { path: paths.giveATreat, ...page(() => import('../features/treats/give-a-treat-page.tsx')) },
  { path: paths.wishlists, ...page(() => import('../features/wishlists/wishlists-page.tsx')) },
  { path: paths.treats, ...page(() => import('../features/treats/treats-page.tsx')) },
  { path: '/wishlist/:id', ...page(() => import('../features/wishlists/wishlist-page.tsx')) },
  { path: '/treat/:id', ...page(() => import('../features/treats/treat-page.tsx')) },
  { path: paths.profile, ...page(() => import('../features/profile/profile-page.tsx')) },
  { path: paths.contact, ...page(() => import('../features/contact/contact-page.tsx')) },
  { path: paths.support, ...page(() => import('../features/support/support-page.tsx')) },
  { path: paths.about, ...page(() => import('../pages/about-page.tsx')) },
  { path: paths.bookDonation, ...page(() => import('../pages/book-donation-page.tsx')) },
  { path: paths.howItWorks, ...page(() => import('../pages/how-it-works-page.tsx')) },
  { path: paths.privacy, ...page(() => import('../pages/privacy-page.tsx')) },
  { path: paths.terms, ...page(() => import('../pages/terms-page.tsx')) },
  { path: paths.event, ...page(() => import('../pages/event-page.tsx')) },
  { path: paths.event2, ...page(() => import('../pages/event2-page.tsx')) },
  { path: paths.writerSpotlight1, ...page(() => import('../pages/writer-spotlight1-page.tsx')) },
  { path: paths.writerSpotlight2, ...page(() => import('../pages/writer-spotlight2-page.tsx')) },
  { path: '*', ...page(() => import('../pages/not-found-page.tsx')) },
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
