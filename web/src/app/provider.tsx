// Everything the whole app shares: toasts, the connection notice and the last-resort error boundary.
// The server-state cache comes with the lazy pages and parts that use it (components/lazy-part.tsx).
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { startMemberSession } from '../lib/member-session.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ConnectionNotice } from './connection-notice.tsx';

// sonner (~9 KB gz) loads once the page has loaded and the browser is idle, not alongside the page's
// own code and pictures on a slow phone. A toast raised before the Toaster subscribes is not lost:
// sonner replays active toasts to a new subscriber.

/** True once the window has loaded and the main thread has had an idle moment. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const idle = () => {
      const go = () => {
        if (!cancelled) setReady(true);
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 2000 });
      else setTimeout(go, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }, []);
  return ready;
}

/** The Toaster once loaded. Its script failing to arrive (the phone went offline meanwhile) must not
 * take the page down, as a lazy() component would through the error boundary: nothing is shown, and
 * it is asked for again when the browser is back online. */
function useToaster(load: boolean): ComponentType | null {
  const [toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    const fetchToaster = () => {
      import('./toaster.tsx').then(
        (module) => {
          if (!cancelled) setToaster(() => module.default);
        },
        () => window.addEventListener('online', fetchToaster, { once: true }),
      );
    };
    fetchToaster();
    return () => {
      cancelled = true;
      window.removeEventListener('online', fetchToaster);
    };
  }, [load]);
  return toaster;
}

// A member's caches and drafts leave with their session, however it ends.
startMemberSession();

export function AppProvider({ children }: { children: ReactNode }) {
  const Toaster = useToaster(useAfterLoad());
  return (
    <AppErrorBoundary>
      {children}
      <ConnectionNotice />
      {Toaster && <Toaster />}
    </AppErrorBoundary>
  );
}
