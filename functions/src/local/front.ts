// The local front: one origin mirroring CloudFront in AWS, so the SPA never knows where it runs.
//   /api/*         the route table's handlers, invoked in-process with API Gateway v2 events
//   /images/*      the images bucket (s3rver)
//   /config.json   what the SPA needs to reach Cognito
//   /_cognito/*    the Cognito shim under the same origin (local only)
//   /_dev/mailbox  what the system would have emailed (local only)
//   /*             web/dist, with the SPA fallback to index.html

import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { dynamoEventStore } from '../store/event-store.ts';
import { buildEvent, lambdaContext, matchRoute, readResult } from './api-gateway.ts';
import { serveAppHtml } from './html-routes.ts';
import type { Mailbox } from './mailbox.ts';

const HANDLERS_DIR = fileURLToPath(new URL('../handlers/', import.meta.url));

export interface FrontOptions {
  port: number;
  /** Built SPA (web/dist). */
  webDist: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoShimUrl: string;
  s3Endpoint: string;
  imagesBucket: string;
  mailbox: Mailbox;
  /** Log one line per API call. */
  log?: boolean;
}

export interface Front {
  url: string;
  port: number;
  stop(): Promise<void>;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;
const handlerCache = new Map<string, Promise<Handler>>();

/** The handler module of a route, or null while it is not written yet (answered with 501). */
function loadHandler(name: string): Promise<Handler> | null {
  const file = path.join(HANDLERS_DIR, `${name}.ts`);
  if (!existsSync(file)) return null;
  let loaded = handlerCache.get(name);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href).then((mod: { handler?: Handler }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${name}.ts does not export a handler`);
      return mod.handler;
    });
    loaded.catch(() => handlerCache.delete(name));
    handlerCache.set(name, loaded);
  }
  return loaded;
}

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(body);
}

const apiError = (code: string, message: string) => ({ error: { code, message } });

/** Reads the body, or answers 413 (before any handler runs) past the API's limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Streams a request to another local server and its answer back. */
function proxy(req: IncomingMessage, res: ServerResponse, target: string, headerNames: string[]): void {
  const headers: Record<string, string> = {};
  for (const name of headerNames) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 502, apiError('INTERNAL', messages.common.unexpected));
    else res.destroy();
  });
  req.pipe(upstream);
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
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bookwish</title>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>Bookwish</h1>
<p>The web app is not built yet. Run <code>npm run build -w @bookwish/web</code> and reload.
The API is up under <code>/api</code>.</p></body></html>`;

function serveFile(res: ServerResponse, file: string, method: string): void {
  const ext = path.extname(file).toLowerCase();
  const size = statSync(file).size;
  // Hashed build assets never change; index.html must always be fresh (CloudFront does the same).
  const cache = file.includes(`${path.sep}assets${path.sep}`)
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

function serveSpa(req: IncomingMessage, res: ServerResponse, url: URL, webDist: string): void {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 405, apiError('NOT_FOUND', messages.common.routeNotFound));
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
  const file = path.normalize(path.join(webDist, relative));
  if (file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile()) {
    serveFile(res, file, method);
    return;
  }
  // A missing asset is a real 404; any other path is a client-side route.
  if (relative.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  serveAppHtml(res, {
    webDist,
    store: dynamoEventStore,
    origin: url.origin,
    pathname: url.pathname,
    method,
  }).catch((error: unknown) => {
    console.error('[front] page error:', error);
    if (!res.headersSent) sendJson(res, 500, apiError('INTERNAL', messages.common.unexpected));
  });
}

async function serveApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: FrontOptions,
): Promise<void> {
  const started = Date.now();
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (match === 'no-route' || match === 'no-method') {
    sendJson(res, 404, apiError('NOT_FOUND', messages.common.routeNotFound));
    return;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') {
    res.setHeader('connection', 'close');
    sendJson(res, 413, apiError('TOO_LARGE', messages.common.tooLarge));
    return;
  }
  const loading = loadHandler(match.route.handler);
  if (!loading) {
    sendJson(res, 501, apiError('NOT_IMPLEMENTED', `The handler ${match.route.handler} is not written yet.`));
    return;
  }
  const event = buildEvent(
    { method, url, headers: req.headers, body, sourceIp: req.socket.remoteAddress ?? '127.0.0.1' },
    match,
  );
  try {
    const handler = await loading;
    const result = readResult(
      await handler(event, lambdaContext(match.route.handler, event.requestContext.requestId)),
    );
    const headers: Record<string, string | string[]> = {
      ...result.headers,
      'content-length': String(result.body.length),
    };
    if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode, headers);
    res.end(result.body);
    if (options.log) console.log(`${method} ${url.pathname} ${result.statusCode} ${Date.now() - started}ms`);
  } catch (error) {
    // Lambda would log and API Gateway answer 500: never a stack trace to the browser.
    console.error(`[front] ${match.route.handler} failed:`, error);
    sendJson(res, 500, apiError('INTERNAL', messages.common.unexpected));
  }
}

export async function startFront(options: FrontOptions): Promise<Front> {
  const webDist = path.resolve(options.webDist);
  const server = http.createServer((req, res) => {
    const host = req.headers.host ?? `localhost:${options.port}`;
    const url = new URL(req.url ?? '/', `http://${host}`);
    const origin = `http://${host}`;
    const p = url.pathname;
    if (p === '/api' || p.startsWith('/api/')) {
      serveApi(req, res, url, options).catch((error: unknown) => {
        console.error('[front] api error:', error);
        if (!res.headersSent) sendJson(res, 500, apiError('INTERNAL', messages.common.unexpected));
      });
    } else if (p.startsWith('/images/')) {
      const key = p.slice('/images/'.length);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, apiError('NOT_FOUND', messages.common.routeNotFound));
        return;
      }
      proxy(req, res, `${options.s3Endpoint}/${options.imagesBucket}/${key}`, [
        'range',
        'if-none-match',
        'if-modified-since',
      ]);
    } else if (p === '/config.json') {
      sendJson(res, 200, {
        region: options.region,
        userPoolId: options.userPoolId,
        userPoolClientId: options.userPoolClientId,
        // The browser reaches Cognito through this same origin.
        cognitoEndpoint: `${origin}/_cognito`,
        imagesBase: '/images/',
      });
    } else if (p === '/_cognito' || p.startsWith('/_cognito/')) {
      const rest = p.slice('/_cognito'.length) || '/';
      proxy(req, res, `${options.cognitoShimUrl}${rest}${url.search}`, [
        'content-type',
        'x-amz-target',
        'x-amz-user-agent',
        'content-length',
      ]);
    } else if (p === '/_dev/mailbox') {
      const to = url.searchParams.get('to') ?? undefined;
      sendJson(res, 200, options.mailbox.list(to));
    } else {
      serveSpa(req, res, url, webDist);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
