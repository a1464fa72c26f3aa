// The query cache's provider for a lazily loaded page or part (components/lazy-part.tsx loads this
// with it): TanStack Query stays out of the home page's initial JavaScript, which renders no query
// of its own, and every page that reads the API still finds the one app-wide client.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/** The component inside the app's QueryClientProvider (nested ones share the same client). */
export function withQueries<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Part {...props} />
      </QueryClientProvider>
    );
  };
}
