// The AWS side of share previews: CloudFront sends /wishlist/* and /treat/* here (a Lambda function
// URL, signed by CloudFront's origin access control) and caches the answer a few minutes. The page is
// the build's index.html with the post's Open Graph / Twitter card tags and its visitor view: one
// GetItem per cache miss. /wishlists and /treats come here too: their prerendered page with the first
// page of cards, drawn and as data (one Query per cache miss, cached a minute). Every page answers in the visitor's
// language, which CloudFront's viewer-request function puts in x-bookwish-lang and keys its cache on
// (edge-cache.ts PAGE_REQUEST); without it (a direct call), the cookie or Accept-Language decide.

import type { PostKind } from '@bookwish/shared/domain/types';
import { isLocale, type Locale } from '@bookwish/shared/i18n/locales';
import { visitorLocale } from '@bookwish/shared/i18n/visitor-locale';
import { matchAppRoute } from '@bookwish/shared/web/app-routes';
import {
  LIST_PAGE_MAX_AGE_SECONDS,
  PAGE_LANGUAGE_HEADER,
  PAGE_VARY,
  POST_PAGE_MAX_AGE_SECONDS,
} from '@bookwish/shared/web/edge-cache';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { EventStore } from '../app/ports.ts';
import { appPage, type InterviewReader, type PageDrives } from './app-page.ts';

// How long a post's page and an explore page may be reused: data the CDK stack reads too.
export { LIST_PAGE_MAX_AGE_SECONDS, POST_PAGE_MAX_AGE_SECONDS };

/** A distribution's own name: the only viewer host used, and only while no origin is configured
 * (without a custom domain the function cannot be told the distribution's name: it would be a cycle). */
const DISTRIBUTION_HOST = /^[a-z0-9]+\.cloudfront\.net$/;

export function createPostPageHandler(deps: {
  store: EventStore;
  /** Writer's Spotlight interviews, for /writerspotlight/<slug>. */
  interviews?: InterviewReader;
  /** Book drives, for /drive/{id}'s head. */
  drives?: PageDrives;
  /** The built index.html, bundled beside the handler. */
  indexHtml: () => string;
  /** A static page's prerendered HTML (web/dist/<path>/index.html), bundled beside it too. */
  pageHtml: (path: string) => string | undefined;
  /** The post shell (web/dist/_shells/post.html), bundled beside it when the build made one. */
  postShellHtml?: () => string | undefined;
  /** An explore shell in a language (web/dist/_shells/wishlists.<locale>.html...), bundled likewise. */
  exploreShellHtml?: (kind: PostKind, locale: Locale) => string | undefined;
  /** PUBLIC_ORIGIN (the custom domain), or '' when there is none. */
  fallbackOrigin: () => string;
}) {
  return async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    // og:url and og:image name the configured origin, never the viewer's Host: the page is cached by
    // path, so one viewer's Host would be served to every other. CloudFront's viewer-request
    // function copies the Host here; it counts only as the distribution's own name, with no domain.
    const host = event.headers?.['x-bookwish-host']?.toLowerCase();
    const configured = deps.fallbackOrigin();
    const origin = configured || (host && DISTRIBUTION_HOST.test(host) ? `https://${host}` : '');
    const index = deps.indexHtml();
    const list = matchAppRoute(event.rawPath).kind === 'static';
    const edgeLanguage = event.headers?.[PAGE_LANGUAGE_HEADER];
    const locale = isLocale(edgeLanguage)
      ? edgeLanguage
      : visitorLocale({
          cookies: event.cookies ?? event.headers?.cookie,
          acceptLanguage: event.headers?.['accept-language'],
        });
    try {
      // Only post paths and the explore pages reach this function; anything else under the post
      // paths is not a page (404).
      const page = await appPage(
        { store: deps.store, interviews: deps.interviews, ...(deps.drives ? { drives: deps.drives } : {}) },
        event.rawPath,
        {
          index,
          staticPage: (path) => deps.pageHtml(path) ?? index,
          notFound: index,
          postShell: deps.postShellHtml?.(),
          exploreShell: deps.exploreShellHtml,
        },
        origin,
        { search: event.rawQueryString ?? '', now: Date.now(), locale },
      );
      return {
        statusCode: page.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': `public, max-age=${list ? LIST_PAGE_MAX_AGE_SECONDS : POST_PAGE_MAX_AGE_SECONDS}`,
          'content-language': locale,
          // A browser's own copy is one language too.
          vary: PAGE_VARY,
        },
        body: page.html,
      };
    } catch (error) {
      // The store failed: the app still boots and loads the page itself; no stack trace, no caching.
      console.error('post page failed', error);
      return {
        statusCode: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: index,
      };
    }
  };
}
