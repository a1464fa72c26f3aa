// Reads the JSON body once, before any handler code: over 64 KB -> 413, not a JSON object -> 400.
// An empty body is {} so transitions without fields (offer) need not send one.

import { MAX_BODY_BYTES } from '@bookwish/shared/domain/constants';
import { commonMessages } from '@bookwish/shared/domain/messages';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

export function parseJsonBody(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): Record<string, unknown> {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new AppError('TOO_LARGE', commonMessages.tooLarge);
  const text = bytes.toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', commonMessages.badRequest);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('VALIDATION', commonMessages.badRequest);
  }
  return value as Record<string, unknown>;
}

export function jsonBody(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    before: (request) => {
      request.event.jsonBody = parseJsonBody(request.event);
    },
  };
}
