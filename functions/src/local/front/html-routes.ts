// The local front's HTML pages, as CloudFront answers them in AWS: a static page's prerendered file
// (web/dist/<path>/index.html), a post page with its share tags and data (one read), an explore page
// with its first page of cards (one Query), and a 404 with the app's 404 page for any path that is
// no route of the SPA (shared/src/web/app-routes.ts).

import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { listPages, wallPage } from '@bookwish/shared/web/app-routes';
import type { EventStore } from '../../app/ports.ts';
import { appPage } from '../../pages/app-page.ts';
import { LIST_PAGE_MAX_AGE_SECONDS, POST_PAGE_MAX_AGE_SECONDS } from '../../pages/post-page-handler.ts';
import { type SharedCache, sharedCacheKey } from '../shared-cache.ts';

const LIST_PATHS = new Set<string>([...Object.values(listPages), wallPage]);

/** The pages CloudFront sends to the post-page function and keeps (infra/src/post-pages.ts): a post's
 * keyed on its path, an explore page's on its path and query string; null for any other page. */
function edgeKeptPage(pathname: string, search: string) {
  if (pathname.startsWith('/wishlist/') || pathname.startsWith('/treat/')) {
    return { key: sharedCacheKey(pathname, '', undefined), maxAge: POST_PAGE_MAX_AGE_SECONDS };
  }
  if (LIST_PATHS.has(pathname)) {
    return { key: sharedCacheKey(pathname, search, undefined), maxAge: LIST_PAGE_MAX_AGE_SECONDS };
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
    /** CloudFront's cache played locally: post and explore pages kept as in AWS. */
    visitorCache?: SharedCache | undefined;
  },
): Promise<void> {
  const render = async () => {
    // Read per request: a rebuild (npm run dev) shows at once, like a deploy does in AWS.
    const index = readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
    return appPage(
      { store: options.store },
      options.pathname,
      {
        index,
        staticPage: (p) => (p === '/' ? index : readOr(path.join(options.webDist, p, 'index.html'), index)),
        notFound: readOr(path.join(options.webDist, '404.html'), index),
        postShell: readOr(path.join(options.webDist, '_shells', 'post.html'), ''),
      },
      options.origin,
      { search: options.search, now: Date.now() },
    );
  };
  const kept = options.visitorCache ? edgeKeptPage(options.pathname, options.search) : null;
  if (options.visitorCache && kept) {
    // As CloudFront keeps the post-page function's answers (its Cache-Control, post-page-handler.ts).
    const answer = await options.visitorCache.answer(kept.key, async () => {
      const page = await render();
      return {
        status: page.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': `public, max-age=${kept.maxAge}`,
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
  });
  res.end(options.method === 'HEAD' ? undefined : page.html);
}
