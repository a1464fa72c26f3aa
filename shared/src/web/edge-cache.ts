// How long the edge and browsers may keep what the site answers, as data: the functions send these
// headers and the CDK stack sets CloudFront's TTLs and viewer-response function from the same values,
// so the two never disagree. Why these numbers: functions/src/http/edge-cache.ts.

/** How long the edge answers a visitor's read without asking the function. */
export const VISITOR_FRESH_SECONDS = 30;
/** How much longer the edge may answer with it while it asks the function again in the background. */
export const VISITOR_STALE_SECONDS = 30;

/** A visitor's answer as the function gives it to the edge: shared caches keep it (s-maxage, and
 * stale-while-revalidate); the edge hands it on to the browser as VIEWER_CACHE_CONTROL. */
export const VISITOR_CACHE_CONTROL = `public, max-age=0, s-maxage=${VISITOR_FRESH_SECONDS}, stale-while-revalidate=${VISITOR_STALE_SECONDS}`;
/** What the browser is told of a visitor's answer: it may not reuse it without asking (browsers
 * honour stale-while-revalidate too, and would show a page's own refetch an older copy), and never
 * for a request with Authorization (Vary). */
export const VIEWER_CACHE_CONTROL = 'no-cache';

/** The edge's viewer-response step for the public reads (a CloudFront Function in AWS, infra/src/
 * site.ts; the local front runs the same code): a shared answer reaches the browser as no-cache, a
 * member's private, no-store unchanged. */
export const VISITOR_VIEWER_RESPONSE = `function handler(event) {
  var response = event.response;
  var cacheControl = response.headers['cache-control'];
  if (cacheControl && cacheControl.value.indexOf('public') === 0) {
    response.headers['cache-control'] = { value: '${VIEWER_CACHE_CONTROL}' };
  }
  return response;
}`;

/** How long CloudFront (and browsers) may reuse a post's page: a takedown shows within this. */
export const POST_PAGE_MAX_AGE_SECONDS = 300;

/** How long an explore page's first cards may be reused: a new post shows within this (and the app
 * refetches a page older than its staleTime at once, so a visitor sees it sooner). */
export const LIST_PAGE_MAX_AGE_SECONDS = 60;
