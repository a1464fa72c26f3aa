// The AWS side of share previews: CloudFront sends /wishlist/* and /treat/* here (a Lambda function
// URL, signed by CloudFront's origin access control) and caches the answer a few minutes. The page is
// the build's index.html with the post's Open Graph / Twitter card tags: one GetItem per cache miss.

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { EventStore } from '../app/ports.ts';
import { appPage } from './app-page.ts';

/** How long CloudFront (and browsers) may reuse a post's page: a takedown shows within this. */
export const POST_PAGE_MAX_AGE_SECONDS = 300;

const HOST = /^[a-z0-9.-]+(:\d+)?$/i;

export function createPostPageHandler(deps: {
  store: EventStore;
  /** The built index.html, bundled beside the handler. */
  indexHtml: () => string;
  /** PUBLIC_ORIGIN, when the viewer's host did not come with the request. */
  fallbackOrigin: () => string;
}) {
  return async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    // CloudFront's viewer-request function copies the viewer's Host here (the origin sees its own).
    const host = event.headers?.['x-bookwish-host'];
    const origin = host && HOST.test(host) ? `https://${host}` : deps.fallbackOrigin();
    const index = deps.indexHtml();
    try {
      // Only post paths reach this function; anything else under them is not a page (404).
      const page = await appPage(
        { store: deps.store },
        event.rawPath,
        { index, staticPage: () => index, notFound: index },
        origin,
      );
      return {
        statusCode: page.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': `public, max-age=${POST_PAGE_MAX_AGE_SECONDS}`,
        },
        body: page.html,
      };
    } catch (error) {
      // The store failed: the app still boots and loads the post itself; no stack trace, no caching.
      console.error('post page failed', error);
      return {
        statusCode: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: index,
      };
    }
  };
}
