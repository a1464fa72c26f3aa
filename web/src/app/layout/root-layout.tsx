// The frame around every page: skip link, top menu, main landmark, footer. /login hides the menu
// and footer (its route's `chrome: false`, router.tsx).

import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { t } from '../../lib/i18n/i18n.ts';
import { usePageLoading } from '../app-router.tsx';
import { RouteErrorBoundary } from '../route-error.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopMenu } from './top-menu.tsx';

export function RootLayout({ chrome = true }: { chrome?: boolean }) {
  const loading = usePageLoading();
  const mainRef = useMainFocusOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('rootLayout.skipToMainContent')}
      </a>
      {loading && (
        <div
          role="progressbar"
          aria-label={t('rootLayout.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand motion-reduce:animate-none"
        />
      )}
      {chrome && <TopMenu />}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page's error shows inside the menu and footer, in the reader's language. */}
        <RouteErrorBoundary>
          {/* Rarely shown: the first page's code is here before the first render (main.tsx), and a
              navigation keeps the current page until the next one's code has come (app-router.tsx). */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {chrome && <SiteFooter />}
    </div>
  );
}

/** After a client-side navigation, move focus to <main> so keyboard and screen-reader users start at
 * the new page's content (not on the link they just used). Not on first load. */
function useMainFocusOnNavigate() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pathname) ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}
