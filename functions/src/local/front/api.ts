// /api/*: the route table's handlers, invoked in-process with API Gateway v2 events, the public reads
// through the played CloudFront cache.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@bookwish/shared/web/edge-cache';
import { asFunction } from '../../aws/call-recorder.ts';
import { config } from '../../config.ts';
import { buildEvent, matchRoute, readResult } from '../api-gateway.ts';
import { invokeInProcess } from '../entries.ts';
import type { FrontOptions } from '../front.ts';
import { type CachedAnswer, sharedCacheKey, viewerHeaders } from '../shared-cache.ts';
import { withoutSecurityHeaders } from './headers.ts';
import { apiError, readBody, sendJson } from './http.ts';

export async function serveApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: Pick<FrontOptions, 'visitorCache' | 'log' | 'invokeRoute'>,
): Promise<void> {
  const started = Date.now();
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (match === 'no-route' || match === 'no-method') {
    sendJson(res, 404, apiError('NOT_FOUND', commonMessages.routeNotFound));
    return;
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') {
    res.setHeader('connection', 'close');
    sendJson(res, 413, apiError('TOO_LARGE', commonMessages.tooLarge));
    return;
  }
  const invoke = options.invokeRoute ?? invokeInProcess;
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  // As CloudFront does: the viewer's address from the connection, whatever the request said it was
  // (the rate limits count visitors by it, functions/src/http/rate-limit.ts), and the origin secret
  // the API checks (http/origin-check.ts), in place of any the request brought.
  const { originSecret } = config();
  const requestHeaders = {
    ...req.headers,
    [VIEWER_ADDRESS_HEADER]: `${sourceIp}:${req.socket.remotePort ?? 0}`,
    ...(originSecret ? { [ORIGIN_SECRET_HEADER]: originSecret } : {}),
  };
  const event = buildEvent({ method, url, headers: requestHeaders, body, sourceIp }, match);
  const runHandler = async (): Promise<CachedAnswer> => {
    try {
      const result = readResult(await asFunction(match.route.handler, () => invoke(match.route, event)));
      const headers: Record<string, string | string[]> = withoutSecurityHeaders(result.headers);
      if (result.cookies.length > 0) headers['set-cookie'] = result.cookies;
      return { status: result.statusCode, headers, body: result.body };
    } catch (error) {
      // Lambda would log and API Gateway answer 500: never a stack trace to the browser.
      console.error(`[front] ${match.route.handler} failed:`, error);
      const failed = JSON.stringify(apiError('INTERNAL', commonMessages.unexpected));
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
