// Routes open to visitors (the contact form) take only `Content-Type: application/json`: a foreign
// page can post text/plain cross-site without a CORS preflight, but not JSON, so this keeps other
// sites from filling the volunteers' inbox through a visitor's browser.

import { commonMessages } from '@bookwish/shared/domain/messages';
import type { MiddlewareObj } from '@middy/core';
import { AppError } from '../app/app-error.ts';
import type { ApiEvent } from './api-event.ts';
import type { ApiResponse } from './respond.ts';

export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const mediaType = value.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function requireJson(): MiddlewareObj<ApiEvent, ApiResponse> {
  return {
    before: (request) => {
      const headers = request.event.headers ?? {};
      const type = headers['content-type'] ?? headers['Content-Type'];
      if (!isJsonContentType(type)) throw new AppError('VALIDATION', commonMessages.badRequest);
    },
  };
}
