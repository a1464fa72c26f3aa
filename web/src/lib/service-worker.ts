// The service worker (sw.js, built by vite.config.ts's installableApp) makes the app installable and
// lets the pages a person read before open offline. main.tsx imports this module once the page is idle
// and only in a production build (the dev server has no sw.js): its own chunk, nothing of it in the
// home page's initial JavaScript.
// A new build's worker takes over at once (skipWaiting); this tab keeps running the code it has, and
// the next page it opens is loaded in full from the new build, so it never asks for a chunk of an old
// build that is gone. A part that still fails to load goes to lazy-part.tsx as before.

/** How often an open tab asks whether the site was deployed again (the browser also asks on a load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let newBuildWaiting = false;

/** From now on, the next navigation in this tab is a full page load (of the new build). */
function loadNextPageInFull(): void {
  if (newBuildWaiting) return;
  newBuildWaiting = true;
  const push = history.pushState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (url == null) return push(state, unused, url);
    location.assign(new URL(url, location.href).href);
  };
  // Back and forward: the address has changed already; load it.
  window.addEventListener('popstate', () => location.reload());
}

/** Registers sw.js (main.tsx imports this once the page is idle). */
export function registerServiceWorker(): void {
  // None over plain http off localhost, nor in some private windows: the site works as before.
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // A worker already in control when this page loaded: a change of controller is a new build. The
  // first install takes control too (clientsClaim), which is no new build.
  let controlled = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (controlled) loadNextPageInFull();
    controlled = true;
  });
  workers.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      const check = () => {
        if (navigator.onLine !== false) registration.update().catch(() => {});
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    // Blocked (a private window, a browser setting, a test's context): the site works as before.
    () => {},
  );
}
