// What every part of the local front answers with: JSON bodies and errors in the API's shape, bodies
// read under a limit, and requests streamed to the other local servers (the bucket, the Cognito shim).

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { withoutSecurityHeaders } from './headers.ts';

export function sendJson(
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

export const apiError = (code: string, message: string) => ({ error: { code, message } });

/** Lambda would log and API Gateway answer 500: never a stack trace to the browser. */
export function answerFailure(res: ServerResponse, what: string) {
  return (error: unknown) => {
    console.error(`[front] ${what}:`, error);
    if (!res.headersSent) sendJson(res, 500, apiError('INTERNAL', commonMessages.unexpected));
  };
}

/** Reads the body, or answers 413 (before any handler runs) past the API's limit. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
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

type Answer = (answer: IncomingMessage) => void;

/** Streams a request to another local server and its answer back (or to `onAnswer`). */
export function proxy(
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
    if (!res.headersSent) sendJson(res, 502, apiError('INTERNAL', commonMessages.unexpected));
    else res.destroy();
  });
  req.pipe(upstream);
}
