// Structured JSON logs, one access line per request, keyed by a request id. Never logs bodies,
// headers, tokens, emails, names or addresses: only the route, the status and the timing.

import { Logger } from '@aws-lambda-powertools/logger';
import type { MiddlewareObj } from '@middy/core';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

export const logger = new Logger({ serviceName: 'bookwish-api' });

/** API Gateway's request id, or the Lambda one; echoed to the client as x-request-id. */
export function requestIdOf(event: ApiEvent, awsRequestId: string | undefined): string {
  return event.requestContext?.requestId || awsRequestId || 'local';
}

export function accessLog(): MiddlewareObj<ApiEvent, ApiResponse> {
  const started = new WeakMap<object, number>();
  const finish = (request: {
    event: ApiEvent;
    response: ApiResponse | null;
    context: { awsRequestId?: string };
  }) => {
    const requestId = requestIdOf(request.event, request.context.awsRequestId);
    const response = request.response;
    if (response) response.headers = { ...response.headers, 'x-request-id': requestId };
    const t0 = started.get(request.event);
    logger.info('request', {
      requestId,
      route: request.event.routeKey,
      status: response?.statusCode,
      ms: t0 === undefined ? undefined : Math.round(performance.now() - t0),
    });
  };
  return {
    before: (request) => {
      started.set(request.event, performance.now());
    },
    after: finish,
    onError: (request) => {
      // The error mapper (inner) already turned the error into a response; only log here.
      if (request.response) finish(request);
    },
  };
}
