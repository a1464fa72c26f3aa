// Per-caller abuse bounds: members are counted by uid, visitors by IP. Runs after auth and
// before the body is read, so a refused call costs one UpdateItem and writes nothing else. The kind of
// call comes from its route's policy (route-policies.ts `limit`), the numbers from shared RATE_LIMITS.
// The visitor's address is CloudFront's CloudFront-Viewer-Address (the origin request policies forward
// it, infra/src/site.ts): behind CloudFront, API Gateway's sourceIp is the edge's address, shared by
// every visitor that edge serves. CloudFront sets the header from its own connection with the viewer,
// and so does the local front from the socket; a header sent from outside is replaced, never read. And
// it is read only from a request that carried the origin secret (origin-check.ts): a call that reached
// the function any other way is counted by its connection's address, whatever header it sent.

import { RATE_LIMITS, type RateLimitKind } from '@bookwish/shared/domain/constants';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { VIEWER_ADDRESS_HEADER } from '@bookwish/shared/web/edge-cache';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { config } from '../config.ts';
import { routePolicy } from '../route-policies.ts';
import { countCall } from '../store/rate-limit-store.ts';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

/** The 429: its Retry-After is added by the error mapper. */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', commonMessages.tooManyRequests);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The limit kind of an API Gateway route key ("POST /api/wishlists"), if the route has one. */
export function rateLimitOf(routeKey: string | undefined): RateLimitKind | undefined {
  return routePolicy(routeKey).limit;
}

/** The visitor's IP: CloudFront's header without its port (only on a request that came through the
 * edge), else the connection's (sourceIp). */
export function viewerIp(event: ApiEvent): string {
  const header = event.throughEdge ? event.headers?.[VIEWER_ADDRESS_HEADER]?.trim() : undefined;
  const port = header ? header.lastIndexOf(':') : -1;
  if (header && port > 0) return header.slice(0, port);
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

export function callerKeyOf(event: ApiEvent): string {
  if (event.caller) return `member#${event.caller.uid}`;
  return `ip#${visitorNetwork(viewerIp(event))}`;
}

/** Visitors are counted by IPv4 address, but by IPv6 /64: one subscriber usually holds a whole /64
 * and could rotate through its addresses freely. An IPv4-mapped address counts as its IPv4. */
export function visitorNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

export function rateLimit(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    before: async (request) => {
      const kind = rateLimitOf(request.event.routeKey);
      if (!kind) return;
      const { limit, windowSeconds } = RATE_LIMITS[kind];
      const decision = await countCall(callerKeyOf(request.event), kind, {
        limit: limit * config().rateLimitScale,
        windowSeconds,
      });
      if (!decision.allowed) throw new TooManyRequests(decision.retryAfterSeconds);
    },
  };
}
