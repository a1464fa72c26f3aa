// The local front's HTML pages, as CloudFront answers them in AWS: a static page's prerendered file
// (web/dist/<path>/index.html), a post page with its share tags and data (one read), an explore page
// with its first page of cards (one Query), and a 404 with the app's 404 page for any path that is
// no route of the SPA (shared/src/web/app-routes.ts).

import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { EventStore } from '../app/ports.ts';
import { appPage } from '../share/app-page.ts';

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
  },
): Promise<void> {
  // Read per request: a rebuild (npm run dev) shows at once, like a deploy does in AWS.
  const index = readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
  const page = await appPage(
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
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page.html),
    'cache-control': 'no-cache',
  });
  res.end(options.method === 'HEAD' ? undefined : page.html);
}
