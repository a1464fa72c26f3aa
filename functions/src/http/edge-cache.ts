// Who may keep an answer. A visitor's read of a public route (route-policies.ts `edgeCache: 'visitors'`) is
// the same for every visitor, so CloudFront keeps it for all of them a short while; a request that
// carries Authorization is a member's and is never kept or shared. CloudFront's cache key holds the
// Authorization header (infra/src/site.ts), so the key and this answer agree on who is a visitor.
//
// The numbers: a visitor may see data at most VISITOR_FRESH_SECONDS + VISITOR_STALE_SECONDS old
// (one minute): a new post reaches the explore pages, and a taken one stops showing as open, within
// a minute, the same minute the explore pages' HTML is kept (pages/post-page-handler.ts). A visitor
// cannot act on what they see without signing in, and a member's requests are never answered from
// the cache, so a stale "open" costs a visitor nothing but a refusal they would also get a second
// later. Within the stale half, the edge answers at once and asks the function again in the
// background: a popular post costs one function run per 30 s however many people open it.

import {
  VIEWER_CACHE_CONTROL,
  VISITOR_CACHE_CONTROL,
  VISITOR_FRESH_SECONDS,
  VISITOR_STALE_SECONDS,
  VISITOR_VIEWER_RESPONSE,
} from '@bookwish/shared/web/edge-cache';
import type { MiddlewareObj } from '@middy/core';
import { routePolicy } from '../route-policies.ts';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

// The numbers themselves are data both sides read (shared/src/web/edge-cache.ts).
export {
  VIEWER_CACHE_CONTROL,
  VISITOR_CACHE_CONTROL,
  VISITOR_FRESH_SECONDS,
  VISITOR_STALE_SECONDS,
  VISITOR_VIEWER_RESPONSE,
};

/** A member's answer to the same routes: theirs only, kept nowhere. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

/** Whether an API Gateway route key ("GET /api/wishlists/{id}") is a read kept for visitors. */
export function isVisitorCachedRoute(routeKey: string | undefined): boolean {
  return routePolicy(routeKey).edgeCache === 'visitors';
}

/** A request is a member's when it carries Authorization at all (even a bad one): the cache key
 * holds the header, so only requests without it share entries. */
export function carriesAuthorization(headers: ApiEvent['headers'] | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

/** The caching headers of an answer, or none (the answer keeps its no-store) for other routes. */
export function edgeCacheHeaders(
  routeKey: string | undefined,
  requestHeaders: ApiEvent['headers'] | undefined,
  statusCode: number,
): Record<string, string> {
  if (!isVisitorCachedRoute(routeKey)) return {};
  const vary = { vary: 'authorization' };
  // Only a visitor's success is shared: an error (a 404 of a post being posted, a 503) is asked again.
  if (carriesAuthorization(requestHeaders) || statusCode !== 200) {
    return { 'cache-control': MEMBER_CACHE_CONTROL, ...vary };
  }
  return { 'cache-control': VISITOR_CACHE_CONTROL, ...vary };
}

/** Sets the answer's caching headers last, after every other middleware (see edgeCacheHeaders). */
export function edgeCache(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    after: async (request) => {
      const response = request.response;
      if (!response) return;
      const headers = edgeCacheHeaders(request.event.routeKey, request.event.headers, response.statusCode);
      if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
    },
  };
}
