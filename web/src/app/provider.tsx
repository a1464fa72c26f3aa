// Everything the whole app shares: server-state cache, toasts, and the last-resort error boundary.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

// sonner (~9 KB gz) loads right after the first paint instead of before it. A toast raised before the
// Toaster subscribes is not lost: sonner replays active toasts to a new subscriber.
const Toaster = lazy(() => import('./toaster.tsx'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
