// One QueryClient for the app (the shell's provider mounts it). Server state lives here; a mutation
// invalidates the lists and the post it changed, so screens update without a reload.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

const NO_RETRY = new Set([400, 401, 403, 404, 409, 413]);

/** Asking again will not help: a member's mistake, a missing post, no connection at all (the query
 * refetches by itself when the connection returns), or a call that already waited its whole time limit. */
function noRetry(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (NO_RETRY.has(error.status) || error.code === 'OFFLINE' || error.code === 'TIMEOUT')
  );
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !noRetry(error) && failures < 2,
      refetchOnWindowFocus: false,
      // Offline, a query fails at once with "You're offline" (api.ts) instead of waiting paused behind
      // a skeleton; it is fetched again when the connection returns (refetchOnReconnect).
      networkMode: 'always',
    },
    // A write is never paused offline to be sent later behind the member's back: it fails at once and
    // says so; the member sends it again when they choose.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Back online: what failed for want of a connection is asked for again at once (the queries on screen),
// so "You're offline. This will load by itself..." holds true without a press on Retry.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
