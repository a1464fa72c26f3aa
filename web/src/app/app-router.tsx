// The browser's history for the app's routes (router.tsx): React Router's <Router> driven by its own
// history, as its BrowserRouter is, plus the two things its data router used to give us:
// - "a page is loading": navigations are transitions, so the page on screen stays (with the loading
//   bar of the layout) until the next page's code has come;
// - scroll restoration: a new page opens at its top (or at its #anchor), Back and Forward return to
//   where the reader was on that page, and so does a reload of the tab.

import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  Router,
} from 'react-router-dom';

const PageLoading = createContext(false);

/** True while the next page is on its way (its code still coming); the current page stays meanwhile. */
export function usePageLoading(): boolean {
  return useContext(PageLoading);
}

interface Shown {
  action: NavigationType;
  location: Location;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const loading = useNoticeable(pending);
  const scroll = useScrollPositions(shown);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        scroll.leaving();
        startTransition(() => setShown({ action, location }));
      }),
    [history, scroll],
  );

  return (
    <PageLoading value={loading}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </PageLoading>
  );
}

/** `pending` once it has lasted a moment: a filter or a page of a list changes the URL too, and a
 * navigation whose page is already here should not flash the loading bar for a frame. */
function useNoticeable(pending: boolean): boolean {
  const [noticed, setNoticed] = useState(false);
  useEffect(() => {
    if (!pending) {
      setNoticed(false);
      return;
    }
    const timer = setTimeout(() => setNoticed(true), 100);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && noticed;
}

const storageKey = 'bookwish-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where the reader was on each visited entry of the tab's history (by its key), kept across a reload
 * in sessionStorage as React Router's ScrollRestoration did. Applied once the page `shown` is on
 * screen (a layout effect, before the browser paints it). */
function useScrollPositions(shown: Shown) {
  const [tracker] = useState(() => {
    const positions = savedPositions();
    let current = shown.location;
    return {
      positions,
      /** The location on screen (set once it is). */
      show(location: Location) {
        current = location;
      },
      /** Before a navigation: remember where the reader is on the page they leave. */
      leaving() {
        positions[current.key] = window.scrollY;
      },
      keep() {
        positions[current.key] = window.scrollY;
        try {
          sessionStorage.setItem(storageKey, JSON.stringify(positions));
        } catch {
          // Storage full or refused: a reload then opens at the top, nothing worse.
        }
      },
    };
  });
  const first = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving the site (or reloading): kept for the return, and the browser's own restoring is back
    // for whatever page comes next in this tab.
    const pagehide = () => {
      tracker.keep();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', pagehide);
    return () => {
      window.removeEventListener('pagehide', pagehide);
      window.history.scrollRestoration = 'auto';
    };
  }, [tracker]);

  useLayoutEffect(() => {
    const { action, location } = shown;
    tracker.show(location);
    const saved = tracker.positions[location.key];
    if (first.current) {
      first.current = false;
      // A reload returns to where the reader was, unless they already scrolled the prerendered page.
      if (saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
      return;
    }
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [shown, tracker]);

  return tracker;
}
