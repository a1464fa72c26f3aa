// The local front: one origin mirroring CloudFront in AWS, so the SPA never knows where it runs. Each
// path has its part under front/:
//   /api/*         the route table's handlers, invoked in-process with API Gateway v2 events (api.ts)
//   /images/*      the images bucket (s3rver) (images.ts)
//   /config.json   what the SPA needs to reach Cognito (spa.ts)
//   /_cognito/*    the Cognito shim under the same origin (local only) (cognito.ts)
//   /_dev/*        the mailbox, the push service and the test clock (local only) (dev.ts)
//   /*             web/dist, with the SPA fallback to its HTML pages (spa.ts, html-routes.ts)
// Every answer carries the security headers of CloudFront's policy (headers.ts).

import http from 'node:http';
import path from 'node:path';
import type { RouteInvoker } from './entries.ts';
import { serveApi } from './front/api.ts';
import { serveCognito } from './front/cognito.ts';
import { deployPlayFor, nextBuildDir } from './front/deploy-play.ts';
import { serveDev } from './front/dev.ts';
import { localSecurityHeaders } from './front/headers.ts';
import { answerFailure } from './front/http.ts';
import { serveImage } from './front/images.ts';
import { serveConfig, serveSpa } from './front/spa.ts';
import type { Mailbox } from './mailbox.ts';
import type { PushService } from './push-service.ts';
import type { SharedCache } from './shared-cache.ts';

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
  /** The local push service (/_dev/push/<device>, /_dev/pushes). */
  pushService?: PushService;
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
  /** The e2e stack: a browser context's cookies may play a deploy (front/deploy-play.ts). */
  deployPlay?: boolean;
  /** How /api/* routes reach their functions: in this process (the default) or the synthesized
   * bundles (bundle-runner.ts). */
  invokeRoute?: RouteInvoker;
}

export interface Front {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startFront(options: FrontOptions): Promise<Front> {
  const webDist = path.resolve(options.webDist);
  const headersFor = localSecurityHeaders(webDist, options.s3Endpoint);
  // The next build's pages carry their own inline script, allowed by its own hash.
  const nextHeadersFor = localSecurityHeaders(nextBuildDir(webDist), options.s3Endpoint);
  // Set once listening (the port may be 0): /config.json never reflects the request's Host header.
  let origin = options.origin ?? `http://localhost:${options.port}`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const play = options.deployPlay ? deployPlayFor(req, webDist) : undefined;
    const headers = play && play.dist !== webDist ? nextHeadersFor() : headersFor();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const p = url.pathname;
    if (p === '/api' || p.startsWith('/api/')) {
      serveApi(req, res, url, options).catch(answerFailure(res, 'api error'));
    } else if (p === '/images' || p.startsWith('/images/')) {
      serveImage(req, res, p.slice('/images/'.length), options);
    } else if (p === '/config.json') {
      serveConfig(req, res, origin, options);
    } else if (p === '/_cognito' || p.startsWith('/_cognito/')) {
      serveCognito(req, res, url, options);
    } else if ((p === '/_dev' || p.startsWith('/_dev/')) && serveDev(req, res, url, { ...options, origin })) {
      // answered by the developer routes
    } else {
      serveSpa(req, res, url, webDist, options.visitorCache, play);
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
