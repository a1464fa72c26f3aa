// Everything the whole app shares: server-state cache, toasts, and the last-resort error boundary.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

// sonner (~9 KB gz) loads once the page has loaded and the browser is idle, not alongside the page's
// own code and pictures on a slow phone. A toast raised before the Toaster subscribes is not lost:
// sonner replays active toasts to a new subscriber.
const Toaster = lazy(() => import('./toaster.tsx'));

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

export function AppProvider({ children }: { children: ReactNode }) {
  const loaded = useAfterLoad();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>{loaded && <Toaster />}</Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
