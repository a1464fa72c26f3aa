// The local front's HTML pages, as CloudFront answers them in AWS: a static page's prerendered file
// (web/dist/<path>/index.html), a post page with its share tags and data (one read), an explore page
// with its first page of cards (one Query), and a 404 with the app's 404 page for any path that is
// no route of the SPA (shared/src/web/app-routes.ts). The pages CloudFront sends to the page function
// answer in the visitor's language, found by the same viewer-request code CloudFront runs
// (PAGE_REQUEST) and kept one copy per language; the others are the build's files, as S3 serves them.

import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@bookwish/shared/i18n/locales';
import { listPages, wallPage } from '@bookwish/shared/web/app-routes';
import { PAGE_LANGUAGE_HEADER, PAGE_REQUEST, PAGE_VARY } from '@bookwish/shared/web/edge-cache';
import { exploreShellPath } from '@bookwish/shared/web/explore-shell';
import type { EventStore } from '../../app/ports.ts';
import { asFunction } from '../../aws/call-recorder.ts';
import { appPage } from '../../pages/app-page.ts';
import { LIST_PAGE_MAX_AGE_SECONDS, POST_PAGE_MAX_AGE_SECONDS } from '../../pages/post-page-handler.ts';
import { POST_PAGE_FUNCTION } from '../../routes.ts';
import { getDrive } from '../../store/drive-store.ts';
import { getInterview } from '../../store/spotlight-store.ts';
import { type SharedCache, sharedCacheKey } from '../shared-cache.ts';

const LIST_PATHS = new Set<string>([...Object.values(listPages), wallPage]);

type PageRequestEvent = {
  request: {
    headers: Record<string, { value: string }>;
    cookies: Record<string, { value: string }>;
  };
};
// The very code CloudFront runs before its page cache (infra/src/post-pages.ts).
const pageRequest = new Function(`${PAGE_REQUEST}; return handler;`)() as (
  event: PageRequestEvent,
) => PageRequestEvent['request'];

/** The visitor's language as CloudFront's viewer-request step finds it, from the request's headers. */
export function edgePageLanguage(headers: IncomingHttpHeaders): Locale {
  const cookies: Record<string, { value: string }> = {};
  for (const pair of (headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = { value: pair.slice(at + 1).trim() };
  }
  const accept = headers['accept-language'];
  const request = pageRequest({
    request: {
      headers: {
        ...(accept ? { 'accept-language': { value: accept } } : {}),
        ...(headers.host ? { host: { value: headers.host } } : {}),
      },
      cookies,
    },
  });
  const language = request.headers[PAGE_LANGUAGE_HEADER]?.value;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** A post's, an interview's or a drive's page: the page function's, kept like a post's (the same
 * patterns CloudFront sends it, infra/src/post-pages.ts, which template-twins.test.ts holds equal). */
const isSharedPage = (pathname: string) =>
  ['/wishlist/', '/treat/', '/writerspotlight/', '/drive/'].some((prefix) => pathname.startsWith(prefix));

/** The pages CloudFront sends to the post-page function and keeps (infra/src/post-pages.ts): a post's
 * keyed on its path, an explore page's on its path and query string, each with the visitor's
 * language; null for any other page. */
export function edgeKeptPage(pathname: string, search: string, language: Locale) {
  if (isSharedPage(pathname)) {
    return { key: sharedCacheKey(pathname, '', undefined, language), maxAge: POST_PAGE_MAX_AGE_SECONDS };
  }
  if (LIST_PATHS.has(pathname)) {
    return { key: sharedCacheKey(pathname, search, undefined, language), maxAge: LIST_PAGE_MAX_AGE_SECONDS };
  }
  return null;
}

function readOr(file: string, fallback: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : fallback;
}

/** Answers an HTML path of the SPA (GET or HEAD). index.html must exist in webDist. */
export async function serveAppHtml(
  res: ServerResponse,
  options: {
    webDist: string;
    store: EventStore;
    origin: string;
    pathname: string;
    /** The URL's query string ('' or '?...'). */
    search: string;
    method: string;
    /** The request's headers: the visitor's language comes from its cookie or Accept-Language. */
    headers?: IncomingHttpHeaders;
    /** CloudFront's cache played locally: post and explore pages kept as in AWS. */
    visitorCache?: SharedCache | undefined;
  },
): Promise<void> {
  const language = edgePageLanguage(options.headers ?? {});
  const functionPage = isSharedPage(options.pathname) || LIST_PATHS.has(options.pathname);
  // As in AWS: only the page function's pages speak the visitor's language; S3's files are as built.
  const locale = functionPage ? language : DEFAULT_LOCALE;
  const render = async () => {
    if (functionPage) return asFunction(POST_PAGE_FUNCTION, renderPage);
    return renderPage();
  };
  const renderPage = async () => {
    // Read per request: a rebuild (npm run dev) shows at once, like a deploy does in AWS.
    const index = readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
    return appPage(
      { store: options.store, interviews: getInterview, drives: { get: getDrive } },
      options.pathname,
      {
        index,
        staticPage: (p) => (p === '/' ? index : readOr(path.join(options.webDist, p, 'index.html'), index)),
        notFound: readOr(path.join(options.webDist, '404.html'), index),
        postShell: readOr(path.join(options.webDist, '_shells', 'post.html'), ''),
        exploreShell: (kind, language) =>
          readOr(path.join(options.webDist, `${exploreShellPath(kind, language)}.html`), '') || undefined,
      },
      options.origin,
      { search: options.search, now: Date.now(), locale },
    );
  };
  const kept = options.visitorCache ? edgeKeptPage(options.pathname, options.search, locale) : null;
  if (options.visitorCache && kept) {
    // As CloudFront keeps the post-page function's answers (its Cache-Control, post-page-handler.ts).
    const answer = await options.visitorCache.answer(kept.key, async () => {
      const page = await render();
      return {
        status: page.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': `public, max-age=${kept.maxAge}`,
          'content-language': locale,
          vary: PAGE_VARY,
        },
        body: Buffer.from(page.html),
      };
    });
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(options.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  const page = await render();
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page.html),
    'cache-control': 'no-cache',
    ...(functionPage ? { 'content-language': locale, vary: PAGE_VARY } : {}),
  });
  res.end(options.method === 'HEAD' ? undefined : page.html);
}
