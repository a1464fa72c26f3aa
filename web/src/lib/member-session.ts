// What one member leaves on this browser (the query cache of their lists and profile, the service
// worker's runtime caches, their drafts and photos, their notifications on this device) leaves with their session however it ends: Log
// Out, a refresh Cognito refused, the account deleted, another tab signing out. A member's drafts
// outlive a session that ended on its own, for that member only (logging in again finds their
// words); the next member to sign in on this browser makes them go, photos and all.
import type { QueryClient } from '@tanstack/react-query';
import { forgetDraftsNotOf } from './drafts.ts';
import { forgetPushSubscription } from './push-subscription.ts';
import { currentUser, watchSession } from './session.ts';
import { forgetRuntimeCaches } from './sw-caches.ts';

let started = false;
/** The query cache, once the first lazy part that reads the API has created it (query-client.ts
 * registers it): the home page's initial JavaScript carries no query library, and before it exists
 * there is nothing of anyone's to clear. */
let queries: QueryClient | undefined;

export function registerQueryCache(client: QueryClient): void {
  queries = client;
}

/** A post as a visitor sees it (queryKeys.postView with no member). */
function isVisitorView(key: readonly unknown[]): boolean {
  return key.length === 4 && key[1] === 'post' && key[3] === null;
}

/** Watches the session from now on (the app's provider calls it once). */
export function startMemberSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let member = currentUser()?.uid ?? null;
  watchSession(() => {
    const next = currentUser()?.uid ?? null;
    if (next === member) return;
    const previous = member;
    member = next;
    if (previous) {
      // The member's lists, profile and posts as they saw them: never shown under the next name. A
      // post's visitor view stays (it is anyone's), so the page on screen stays, saying to log in.
      queries?.removeQueries({ predicate: (query) => !isVisitorView(query.queryKey) });
      void forgetRuntimeCaches(previous);
      // Their notifications on this device too: the next person must not get them.
      void forgetPushSubscription();
    }
    if (next) {
      // The last member's writes (an address in a Request's body) go before the next one acts.
      queries?.getMutationCache().clear();
      void forgetDraftsNotOf(next);
    }
  });
  // A session ended elsewhere (sign-out everywhere, a password change, a suspension) is learnt as
  // soon as the phone is back online, before anyone opens a page: the refresh Cognito refuses ends the
  // session here, and with it the posts kept for offline reading (above). Loaded on demand, as the
  // home page's first script carries no API client.
  window.addEventListener('online', () => {
    if (currentUser()) void import('./api.ts').then((api) => api.refreshIdToken()).catch(() => null);
  });
}
