// Only CloudFront may call the API: it adds the deployment's origin secret to every request it sends
// (ORIGIN_SECRET_HEADER, infra/src/site.ts), and a request without it (the execute-api address called
// directly, around CloudFront's cache, its WAF and its viewer address) is refused 403 before anything
// else is read. The request is then marked as having come through the edge: only such a request's
// CloudFront-Viewer-Address is believed (rate-limit.ts). Outside Lambda with no secret set (a handler
// run on its own) nothing is refused, but nothing is believed either; in Lambda without a secret every
// request is refused, so a deploy that lost the setting closes instead of opening.

import { timingSafeEqual } from 'node:crypto';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { ORIGIN_SECRET_HEADER } from '@bookwish/shared/web/edge-cache';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import { config } from '../config.ts';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

/** Whether `given` is the secret, in time that does not depend on where they differ. */
function isSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function originCheck(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    before: (request) => {
      const { originSecret, inLambda } = config();
      const event = request.event;
      if (!originSecret && !inLambda) return;
      if (!originSecret || !isSecret(event.headers?.[ORIGIN_SECRET_HEADER], originSecret)) {
        throw new AppError('FORBIDDEN', commonMessages.forbidden);
      }
      event.throughEdge = true;
    },
  };
}
