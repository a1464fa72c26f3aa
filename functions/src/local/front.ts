// The local front: one origin mirroring CloudFront in AWS, so the SPA never knows where it runs.
//   /api/*         the route table's handlers, invoked in-process with API Gateway v2 events
//   /images/*      the images bucket (s3rver)
//   /config.json   what the SPA needs to reach Cognito
//   /_cognito/*    the Cognito shim under the same origin (local only)
//   /_dev/mailbox  what the system would have emailed (local only)
//   /_dev/clock    POST { advanceDays }: move the app's clock forward and run what fell due (local only)
//   /*             web/dist, with the SPA fallback to index.html

import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { isJsonContentType } from '../http/require-json.ts';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../http/security-headers.ts';
import { servedImageType } from '../images/served-image.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { buildEvent, lambdaContext, matchRoute, readResult } from './api-gateway.ts';
import { serveAppHtml } from './html-routes.ts';
import type { Mailbox } from './mailbox.ts';
import { type CachedAnswer, type SharedCache, sharedCacheKey, viewerHeaders } from './shared-cache.ts';

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
  /** The site's origin as the browser uses it (default http://localhost:<port>); never the Host header. */
  origin?: string;
  /** Other origins the site is opened from (Vite's dev server): /config.json may name them, no other. */
  extraOrigins?: string[];
  /** Log one line per API call. */
  log?: boolean;
  /** The test clock: moves the app's clock forward by whole or part days and sweeps, or back to real
   * time (`reset`); answers the clock and what the sweep did. */
  devClock?: (change: { advanceDays: number } | { reset: true }) => Promise<unknown>;
  /** CloudFront's cache of visitors' public reads, played locally (shared-cache.ts); none: every
   * request reaches its handler (the shared test stack, whose files check each write at once). */
  visitorCache?: SharedCache;
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

const CLOCK_USAGE =
  'Send POST /_dev/clock with {"advanceDays": n}, n a number of days above 0 and at most 366, or {"reset": true} to go back to real time.';

/** POST /_dev/clock { advanceDays }: the answer comes after the sweep has run what fell due.
 * { reset: true } puts a test run's shared stack back on real time for the tests after it. */
async function serveDevClock(
  req: IncomingMessage,
  res: ServerResponse,
  devClock: NonNullable<FrontOptions['devClock']>,
): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendJson(res, 405, apiError('VALIDATION', CLOCK_USAGE), { allow: 'POST' });
    return;
  }
  const body = await readBody(req, 1024);
  let asked: { advanceDays?: unknown; reset?: unknown } = {};
  try {
    if (body !== 'too-large') asked = JSON.parse(body.toString('utf8')) ?? {};
  } catch {
    // answered below
  }
  const days = asked.advanceDays;
  if (asked.reset === true && days === undefined) {
    sendJson(res, 200, await devClock({ reset: true }));
  } else if (typeof days === 'number' && Number.isFinite(days) && days > 0 && days <= 366) {
    sendJson(res, 200, await devClock({ advanceDays: days }));
  } else {
    sendJson(res, 400, apiError('VALIDATION', CLOCK_USAGE));
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The developer routes (reset codes, the clock) answer only this machine's own names, and take only
 * JSON bodies: a web page cannot reach them by DNS rebinding (its own host name pointed here) nor post
 * to them without a CORS preflight (text/plain, forms). Answers the refusal itself. */
function devRequestAllowed(req: IncomingMessage, res: ServerResponse): boolean {
  let hostname = '';
  try {
    hostname = new URL(`http://${req.headers.host ?? ''}`).hostname;
  } catch {
    // refused below
  }
  if (!LOCAL_HOSTS.has(hostname)) {
    req.resume();
    sendJson(res, 403, apiError('FORBIDDEN', 'The developer routes answer only http://localhost.'));
    return false;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isJsonContentType(req.headers['content-type'])) {
    req.resume();
    sendJson(
      res,
      415,
      apiError('VALIDATION', 'Send the developer routes a JSON body (content-type: application/json).'),
    );
    return false;
  }
  return true;
}

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

/** Upstream headers without the security headers the front sets itself (CloudFront's override: true). */
function withoutSecurityHeaders(headers: http.IncomingHttpHeaders | Record<string, unknown>) {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECURITY_HEADER_NAMES.has(name.toLowerCase()) || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

type Answer = (answer: IncomingMessage) => void;

/** Streams a request to another local server and its answer back (or to `onAnswer`). */
function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  headerNames: string[],
  onAnswer?: Answer,
): void {
  const headers: Record<string, string> = {};
  for (const name of headerNames) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    if (onAnswer) return onAnswer(answer);
    res.writeHead(answer.statusCode ?? 502, withoutSecurityHeaders(answer.headers));
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

function serveSpa(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  webDist: string,
  visitorCache?: SharedCache,
): void {
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
    search: url.search,
    method,
    visitorCache,
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
  const runHandler = async (): Promise<CachedAnswer> => {
    try {
      const handler = await loading;
      const result = readResult(
        await handler(event, lambdaContext(match.route.handler, event.requestContext.requestId)),
      );
      const headers: Record<string, string | string[]> = withoutSecurityHeaders(result.headers);
      if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
      return { status: result.statusCode, headers, body: result.body };
    } catch (error) {
      // Lambda would log and API Gateway answer 500: never a stack trace to the browser.
      console.error(`[front] ${match.route.handler} failed:`, error);
      const failed = JSON.stringify(apiError('INTERNAL', messages.common.unexpected));
      return {
        status: 500,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: Buffer.from(failed),
      };
    }
  };
  // The public reads go through the same cache as CloudFront's /api behaviours for them (site.ts).
  const answer =
    options.visitorCache && match.route.edgeCache && method === 'GET'
      ? await options.visitorCache.answer(
          sharedCacheKey(url.pathname, url.search, req.headers.authorization),
          runHandler,
        )
      : await runHandler();
  // CloudFront's viewer-response step on the public reads, cached or not (the browser's own copy).
  const headers = match.route.edgeCache ? viewerHeaders(answer.headers) : answer.headers;
  res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
  res.end(answer.body);
  if (options.log) console.log(`${method} ${url.pathname} ${answer.status} ${Date.now() - started}ms`);
}

// The names of the headers of infra/src/security-headers.ts, HSTS included (never sent on http).
const SECURITY_HEADER_NAMES = new Set([
  ...Object.keys(securityHeaders('', { https: true })),
  'x-xss-protection',
]);

/**
 * The same headers CloudFront's response headers policy adds, from the same definition. The CSP
 * allows the built index.html's inline boot script by hash (read once per build, as synth does)
 * and, instead of Cognito's and the bucket's AWS domains, the S3 emulator for presigned PUTs;
 * Cognito is reached through this origin. No HSTS: this front is plain http on localhost.
 */
function localSecurityHeaders(webDist: string, s3Endpoint: string): () => Record<string, string> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  return () => {
    const index = path.join(webDist, 'index.html');
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (cached?.mtimeMs !== mtimeMs) {
      const hashes = mtimeMs ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
      const csp = contentSecurityPolicy({
        connectSources: URL.canParse(s3Endpoint) ? [new URL(s3Endpoint).origin] : [],
        inlineScriptHashes: hashes,
      });
      cached = { mtimeMs, headers: securityHeaders(csp, { https: false }) };
    }
    return cached.headers;
  };
}

/** What the bucket may serve under /images/: an uploaded image, with its image type, and nothing else. */
function serveImage(req: IncomingMessage, res: ServerResponse, key: string, options: FrontOptions): void {
  const notFound = () => sendJson(res, 404, apiError('NOT_FOUND', messages.common.routeNotFound));
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, apiError('NOT_FOUND', messages.common.routeNotFound));
    return;
  }
  // No listing: the bucket root (or any "folder") is not a picture. CloudFront with OAC answers the same.
  // Processed variants only, never an upload, typed by their name (issue 10 item 2).
  const servedType = servedImageType(key);
  if (key === '' || key.endsWith('/') || !servedType) {
    notFound();
    return;
  }
  proxy(
    req,
    res,
    `${options.s3Endpoint}/${options.imagesBucket}/${key}`,
    ['range', 'if-none-match', 'if-modified-since'],
    (answer) => {
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '')
        // A browser that sent the header twice stores "image/jpeg, image/jpeg": the first one counts.
        .split(/[;,]/)[0]
        ?.trim()
        .toLowerCase();
      if (status === 304) {
        res.writeHead(304, withoutSecurityHeaders(answer.headers));
        res.end();
        answer.resume();
        return;
      }
      // Errors (XML from the emulator) and anything stored with a non-image type become a plain 404.
      if (status >= 300 || !(type ?? '').startsWith('image/')) {
        answer.resume();
        notFound();
        return;
      }
      const headers = withoutSecurityHeaders(answer.headers);
      headers['content-type'] = servedType;
      res.writeHead(status, headers);
      answer.pipe(res);
    },
  );
}

/**
 * The Cognito calls a browser may make (amazon-cognito-identity-js, as the SPA uses it): the
 * user-facing API, authorised by the member's own tokens or codes. Admin* and pool management
 * stay reachable only from this machine's processes (the shim's own port), as in AWS they need IAM.
 */
const BROWSER_COGNITO_TARGETS = new Set(
  [
    'SignUp',
    'ConfirmSignUp',
    'ResendConfirmationCode',
    'InitiateAuth',
    'RespondToAuthChallenge',
    'ForgotPassword',
    'ConfirmForgotPassword',
    'ChangePassword',
    'GlobalSignOut',
    'RevokeToken',
    'GetUser',
    'UpdateUserAttributes',
    'DeleteUser',
    'GetUserAttributeVerificationCode',
    'VerifyUserAttribute',
  ].map((operation) => `AWSCognitoIdentityProviderService.${operation}`),
);

function serveCognito(req: IncomingMessage, res: ServerResponse, url: URL, options: FrontOptions): void {
  const target = req.headers['x-amz-target'];
  if (req.method === 'POST' && (typeof target !== 'string' || !BROWSER_COGNITO_TARGETS.has(target))) {
    req.resume();
    const operation = typeof target === 'string' ? target.split('.').pop() : 'this call';
    // Cognito's own error shape, so the SDK shows it as any refused call.
    const body = JSON.stringify({
      __type: 'NotAuthorizedException',
      message: `${operation} is not available from the browser.`,
    });
    res.writeHead(400, {
      'content-type': 'application/x-amz-json-1.1',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
    return;
  }
  const rest = url.pathname.slice('/_cognito'.length) || '/';
  proxy(req, res, `${options.cognitoShimUrl}${rest}${url.search}`, [
    'content-type',
    'x-amz-target',
    'x-amz-user-agent',
    'content-length',
  ]);
}

export async function startFront(options: FrontOptions): Promise<Front> {
  const webDist = path.resolve(options.webDist);
  const headersFor = localSecurityHeaders(webDist, options.s3Endpoint);
  // Set once listening (the port may be 0): /config.json never reflects the request's Host header.
  let origin = options.origin ?? `http://localhost:${options.port}`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    for (const [name, value] of Object.entries(headersFor())) res.setHeader(name, value);
    const p = url.pathname;
    if (p === '/api' || p.startsWith('/api/')) {
      serveApi(req, res, url, options).catch((error: unknown) => {
        console.error('[front] api error:', error);
        if (!res.headersSent) sendJson(res, 500, apiError('INTERNAL', messages.common.unexpected));
      });
    } else if (p === '/images' || p.startsWith('/images/')) {
      serveImage(req, res, p.slice('/images/'.length), options);
    } else if (p === '/config.json') {
      // Cognito under the origin the page was opened from, when it is one of ours (localhost,
      // 127.0.0.1, Vite's dev server): never an arbitrary Host header reflected into the config.
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
    } else if (p === '/_cognito' || p.startsWith('/_cognito/')) {
      serveCognito(req, res, url, options);
    } else if ((p === '/_dev' || p.startsWith('/_dev/')) && !devRequestAllowed(req, res)) {
      // answered by devRequestAllowed
    } else if (p === '/_dev/mailbox') {
      // One address at a time, like a mailbox: never everyone's codes in one call.
      const to = url.searchParams.get('to')?.trim();
      if (!to) {
        sendJson(
          res,
          400,
          apiError('VALIDATION', 'Add ?to=EMAIL: the mailbox lists the mails sent to one address.'),
        );
        return;
      }
      sendJson(res, 200, options.mailbox.list(to));
    } else if (p === '/_dev/clock' && options.devClock) {
      serveDevClock(req, res, options.devClock).catch((error: unknown) => {
        console.error('[front] clock error:', error);
        if (!res.headersSent) sendJson(res, 500, apiError('INTERNAL', messages.common.unexpected));
      });
    } else {
      serveSpa(req, res, url, webDist, options.visitorCache);
    }
  });
  // Idle keep-alive sockets outlive the client's (undici keeps one idle up to the server's hint less a
  // margin), as behind CloudFront: with Node's 5 s default, a client reusing a socket the moment the
  // server closed it got "other side closed" when the machine was busy.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = options.origin ?? `http://localhost:${port}`;
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
