// The one route table of the SPA (spec section 2). Home loads with the app; every other page is a
// lazy chunk, so a visitor's first page carries no forms, dialogs or Cognito code.
//
// React Router's declarative routes (<Routes>), not its data router: the data router is about 17 KB
// gzip more in the home page's initial JavaScript, and no page uses its loaders or actions. What it
// did for us lives here and in ./app-router.tsx: lazy pages (LazyRoute below), the "loading the next
// page" bar (usePageLoading), scroll restoration, the layout's chrome flag, and error pages
// (route-error.tsx's RouteErrorBoundary).
//
// ADDING A PAGE: one line in `pageRoutes` below,
//     page(paths.myPage, () => import('../features/my/my-page.tsx')),
// with the page's path in lib/paths.ts and in shared/src/web/app-routes.ts (routes-match-shared.test
// checks both name the same pages). The module's default export is the page component. Options:
// `{ chrome: false }` hides the top menu and footer (as /login does). Nothing else: the page's chunk is
// preloaded when a visitor lands on its path (vite.config.ts reads `lazyPages`), shows the
// failed-chunk stand-in when its code does not arrive, and its errors show RouteError inside the
// layout. (A data router's `{ path, lazy: () => import(...) }` route object ports as exactly this line.)

import { drivePage } from '@bookwish/shared/web/app-routes';
import { type ComponentType, use } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { loadPart } from '../components/lazy-part.tsx';
import { paths } from '../lib/paths.ts';
import HomePage from '../pages/home-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each lazy page's path and loader. The build reads it to preload the chunk of the page a visitor
 * lands on, in parallel with the app (vite.config.ts). */
export const lazyPages: Array<{ path: string; load: PageModule }> = [];

interface PageOptions {
  /** false hides the top menu and footer (the spec's /login screen). */
  chrome?: boolean;
}

interface LazyPage extends PageOptions {
  path: string;
  /** The page's component once its code has arrived (or the stand-in that retries, from loadPart). */
  loaded?: ComponentType;
  loading?: Promise<ComponentType>;
  preload: () => Promise<ComponentType>;
}

/** A lazy route for `import('./page')` (default export). A page whose code fails to arrive says so in
 * place and loads itself when the connection returns (loadPart). */
function page(path: string, load: PageModule, options: PageOptions = {}): LazyPage {
  lazyPages.push({ path, load });
  const route: LazyPage = {
    path,
    ...options,
    preload: () => {
      route.loading ??= loadPart(load).then((component) => {
        route.loaded = component;
        return component;
      });
      return route.loading;
    },
  };
  return route;
}

/** Renders a lazy page, suspending until its code is here. Navigations are transitions
 * (app-router.tsx), so the page the reader is on stays until the next one can show. */
function LazyRoute({ route }: { route: LazyPage }) {
  const Page = route.loaded ?? use(route.preload());
  return <Page />;
}

const pageRoutes: LazyPage[] = [
  page(paths.login, () => import('../features/auth/login-page.tsx'), { chrome: false }),
  page(paths.makeAWish, () => import('./make-a-wish-route.tsx')),
  page(paths.giveATreat, () => import('../features/posts/give-a-treat-page.tsx')),
  page(paths.wishlists, () => import('../features/posts/wishlists-page.tsx')),
  page(paths.treats, () => import('../features/posts/treats-page.tsx')),
  page(paths.search, () => import('../features/search/search-page.tsx')),
  page(paths.thanks, () => import('../features/thanks/thanks-page.tsx')),
  page('/wishlist/:id', () => import('./wishlist-route.tsx')),
  page('/treat/:id', () => import('../features/posts/treat-page.tsx')),
  page(paths.profile, () => import('./profile-route.tsx')),
  page(paths.contact, () => import('../features/contact/contact-page.tsx')),
  page(paths.support, () => import('../features/support/support-page.tsx')),
  page(paths.supportImpact, () => import('../features/support/impact-page.tsx')),
  page(paths.supportGiveaways, () => import('../features/giveaways/giveaways-console-page.tsx')),
  // Book drives: the console and a drive's page.
  page(paths.supportDrives, () => import('../features/drives/support-drives-page.tsx')),
  page(drivePage, () => import('./drive-route.tsx')),
  page(paths.about, () => import('../pages/about-page.tsx')),
  page(paths.bookDonation, () => import('../pages/book-donation-page.tsx')),
  page(paths.howItWorks, () => import('../pages/how-it-works-page.tsx')),
  page(paths.privacy, () => import('../pages/privacy-page.tsx')),
  page(paths.terms, () => import('../pages/terms-page.tsx')),
  page(paths.event, () => import('../pages/writers-spotlight-page.tsx')),
  page(paths.event2, () => import('../pages/book-extravaganza-page.tsx')),
  page(paths.writerSpotlight1, () => import('../pages/writer-spotlight1-page.tsx')),
  page(paths.writerSpotlight2, () => import('../pages/writer-spotlight2-page.tsx')),
  // Writer's Spotlight: a member's application, the volunteers' inbox, a published interview.
  page(paths.spotlightApply, () => import('../features/spotlight/apply-page.tsx')),
  page(paths.supportSpotlight, () => import('../features/spotlight/support-spotlight-page.tsx')),
  page('/writerspotlight/:slug', () => import('../features/spotlight/interview-page.tsx')),
  page('*', () => import('../components/not-found-page.tsx')),
];

/** The lazy page a path shows (the 404 page for an unknown one), or undefined for home. */
function lazyPageAt(pathname: string): LazyPage | undefined {
  if (matchPath(paths.home, pathname)) return undefined;
  return (
    pageRoutes.find((route) => route.path !== '*' && matchPath(route.path, pathname)) ??
    pageRoutes.find((route) => route.path === '*')
  );
}

/** Starts loading the code of the page at `pathname`; resolves once it is here (never rejects: a page
 * that cannot load renders its stand-in or error page). main.tsx waits for it before the first
 * render, so the prerendered page or the post shell stays on screen until the page can replace it. */
export function preloadPage(pathname: string): Promise<void> {
  const route = lazyPageAt(pathname);
  return route
    ? route.preload().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}

/** Whether the page at `pathname` shows the top menu and footer. */
export function pageHasChrome(pathname: string): boolean {
  return lazyPageAt(pathname)?.chrome !== false;
}

/** Every page inside the layout. The outer boundary only catches a failure of the layout itself; a
 * page's error is caught inside the layout (RootLayout), under the menu and above the footer. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout chrome={pageHasChrome(pathname)} />}>
          <Route index element={<HomePage />} />
          {pageRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<LazyRoute route={route} />} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
