// The SPA: /config.json (what it needs to reach Cognito), web/dist's files, and every other path as
// an HTML page of the app (html-routes.ts: prerendered pages, post and explore pages with their data).

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { dynamoEventStore } from '../../store/event-store.ts';
import type { FrontOptions } from '../front.ts';
import type { SharedCache } from '../shared-cache.ts';
import { type DeployPlay, playedAsset } from './deploy-play.ts';
import { serveAppHtml } from './html-routes.ts';
import { answerFailure, apiError, sendJson } from './http.ts';

/** /config.json: Cognito under the origin the page was opened from, when it is one of ours
 * (localhost, 127.0.0.1, Vite's dev server): never an arbitrary Host header reflected into the config. */
export function serveConfig(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  options: Pick<FrontOptions, 'region' | 'userPoolId' | 'userPoolClientId' | 'extraOrigins'>,
): void {
  const asked = `http://${req.headers.host ?? ''}`;
  const known = [origin, `http://127.0.0.1:${new URL(origin).port}`, ...(options.extraOrigins ?? [])];
  const siteOrigin = known.includes(asked) ? asked : origin;
  sendJson(res, 200, {
    region: options.region,
    userPoolId: options.userPoolId,
    userPoolClientId: options.userPoolClientId,
    // The browser reaches Cognito through this same origin.
    cognitoEndpoint: `${siteOrigin}/_cognito`,
    imagesBase: '/images/',
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The barcode reader's WebAssembly: compiled as it streams in only when served as such.
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bookwish</title>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>Bookwish</h1>
<p>The web app is not built yet. Run <code>npm run build -w @bookwish/web</code> and reload.
The API is up under <code>/api</code>.</p></body></html>`;

function serveFile(res: ServerResponse, file: string, method: string, play?: DeployPlay): void {
  const ext = path.extname(file).toLowerCase();
  const size = statSync(file).size;
  // Hashed build assets never change; index.html must always be fresh (CloudFront does the same).
  // A played deploy serves everything no-cache: the browser's own cache never stands in for what the
  // site and the service worker keep.
  const cache =
    !play && file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': cache,
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export function serveSpa(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  builtDist: string,
  visitorCache?: SharedCache,
  play?: DeployPlay,
): void {
  const webDist = play?.dist ?? builtDist;
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 405, apiError('NOT_FOUND', commonMessages.routeNotFound));
    return;
  }
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(NOT_BUILT);
    return;
  }
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    relative = '/';
  }
  if (play && relative.startsWith('/assets/')) {
    const asset = playedAsset(play, relative);
    if (asset) {
      serveFile(res, asset, method, play);
      return;
    }
  }
  const file = path.normalize(path.join(webDist, relative));
  if (file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile()) {
    if (play?.slowPagesMs && file.endsWith('.html')) {
      setTimeout(() => serveFile(res, file, method, play), play.slowPagesMs);
    } else {
      serveFile(res, file, method, play);
    }
    return;
  }
  // A missing asset is a real 404; any other path is a client-side route.
  if (relative.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const page = () =>
    serveAppHtml(res, {
      webDist,
      store: dynamoEventStore,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      method,
      headers: req.headers,
      visitorCache,
    }).catch(answerFailure(res, 'page error'));
  if (play?.slowPagesMs) setTimeout(page, play.slowPagesMs);
  else page();
}
