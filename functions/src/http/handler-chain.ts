// The middleware chain of every route's Lambda handler: (edge cache headers, set last) -> access log ->
// error mapper -> only through CloudFront (origin-check.ts) -> who is calling (auth.ts, for the routes of api-handler.ts) -> rate limit (or, for post
// writes and member post reads, the one-read fallback: one-read.ts counts and checks with the post's own
// read) -> (JSON only) -> (Idempotency-Key) -> JSON body -> the route's own function. A route function
// only parses, loads, decides, appends and responds.

import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { ApiEvent, Caller } from './api-event.ts';
import type { AuthMode } from './auth.ts';
import { edgeCache } from './edge-cache.ts';
import { errorMapper } from './error-mapper.ts';
import { jsonBody } from './json-body.ts';
import { accessLog, requestIdOf } from './logging.ts';
import { originCheck } from './origin-check.ts';
import { rateLimit } from './rate-limit.ts';
import { requireJson } from './require-json.ts';
import type { ApiResponse } from './respond.ts';

export type RouteMiddleware = MiddlewareObj<ApiEvent, ApiResponse, Error, Context>;

export interface ApiRequest<M extends AuthMode> {
  event: ApiEvent;
  caller: M extends 'required' ? Caller : Caller | null;
  /** The parsed JSON object; {} for routes without a body. */
  body: Record<string, unknown>;
  /** Path parameter, e.g. params.id for /api/wishlists/{id}. */
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  requestId: string;
}

export interface ChainOptions {
  /** Whether the route reads a JSON body (POST/PUT/PATCH). */
  body?: boolean;
  /** Refuse any body that is not declared application/json (routes visitors can post to). */
  jsonOnly?: boolean;
  /** Post writes and member post reads: the session check, the rate count and the Idempotency-Key are
   * done with the post's own read and transaction (http/one-read.ts), not by middlewares of their own.
   * The route passes that module's fallback (for a request refused before its read). */
  oneRead?: () => RouteMiddleware;
  /** The route counts its calls itself (a member's export: a retry of the same request is not counted
   * again), from its policy's limit; the rate-limit middleware leaves it alone. */
  countedByRoute?: boolean;
}

/** The chain around `fn`, with `caller` (the token check) in its place, or none for a route that never
 * asks who is calling. */
export function handlerChain<M extends AuthMode>(
  options: ChainOptions,
  caller: RouteMiddleware | undefined,
  fn: (request: ApiRequest<M>) => Promise<ApiResponse>,
) {
  const chain = middy<ApiEvent, ApiResponse, Error, Context>({ timeoutEarlyInMillis: 0 })
    // First in, so its `after` runs last: who may keep the answer is decided on the final one.
    .use(edgeCache())
    .use(accessLog())
    .use(errorMapper())
    // Before the token is checked or anything counted: a call around CloudFront costs nothing.
    .use(originCheck());
  if (caller) chain.use(caller);
  // Before the body is read: a refused call costs one counter write and nothing else.
  if (options.oneRead) chain.use(options.oneRead());
  else if (!options.countedByRoute) chain.use(rateLimit());
  if (options.jsonOnly) chain.use(requireJson());
  if (options.body) chain.use(jsonBody());
  return chain.handler(async (event, context) =>
    fn({
      event,
      caller: (event.caller ?? null) as ApiRequest<M>['caller'],
      body: event.jsonBody ?? {},
      params: event.pathParameters ?? {},
      query: event.queryStringParameters ?? {},
      requestId: requestIdOf(event, context?.awsRequestId),
    }),
  );
}
