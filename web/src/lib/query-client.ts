// One QueryClient for the app. Server state lives here; a mutation invalidates the lists and the post
// it changed, so screens update without a reload. Loaded with the first lazy page or part that may read
// the API (lib/query-scope.tsx), not with the home page's initial JavaScript.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { registerQueryCache } from './member-session.ts';
import { seedPageData, takeKept } from './page-data.ts';

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

// A member's lists and writes leave with their session (member-session.ts).
registerQueryCache(queryClient);

// The served page's data (kept at start-up by main.tsx): in the cache before the page that shows it
// first renders, so a post page or an explore page paints without waiting for the API.
seedPageData(queryClient, takeKept());

// Back online: what failed for want of a connection is asked for again at once (the queries on screen),
// so "You're offline. This will load by itself..." holds true without a press on Retry.
if (typeof window !== 'undefined') {
  // Mounted for the whole visit: each lazy page brings its own provider of this client (query-scope),
  // and a page's provider leaving must not stop the cache following focus and the connection.
  queryClient.mount();
  window.addEventListener('online', () => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
