// What leaves a handler when things go wrong, and what it writes to the logs: a 500 carries only the
// spec's text (no SDK message, no stack), and log lines carry a request id, the route, the status and
// the timing, never a name, an email, an address or a message.

import { messages } from '@bookwish/shared/domain/messages';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { logger } from '../http/logging.ts';
import { type Member, signedUp } from './client.ts';
import { fromCloudFront, useStackEnv } from './stack-env.ts';

let member: Member;

beforeAll(async () => {
  useStackEnv();
  member = await signedUp('Priya Private');
});

afterEach(() => {
  vi.restoreAllMocks();
  useStackEnv();
});

function event(routeKey: string, body?: unknown, token?: string): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {
      ...fromCloudFront(),
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    requestContext: { requestId: `req-${Math.random()}`, http: { method, path } },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'lambda-req' } as Context;

/** Everything the handler prints (powertools writes errors to stderr, the rest to stdout). */
function captureOutput(): string[] {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
  return lines;
}

describe('errors', () => {
  it('a storage failure is a 500 with only the spec text', async () => {
    process.env.TABLE_NAME = 'no-such-table';
    resetConfig();
    resetDynamo();
    const handler = (await import('../http/post-routes.ts')).listRoute('wishlist');
    const lines = captureOutput();
    const result = await handler(event('GET /api/wishlists'), context);
    vi.restoreAllMocks();
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(String(result.body))).toEqual({
      error: { code: 'INTERNAL', message: messages.common.unexpected },
    });
    expect(String(result.body)).not.toMatch(/ResourceNotFound|no-such-table|at /);
    // The operator still learns what failed, by name, under the request id.
    const logged = lines.join('');
    expect(logged).toContain('ResourceNotFoundException');
  });
});

describe('logs', () => {
  it('name one request by id and route, without personal data', async () => {
    logger.setLogLevel('INFO');
    const handler = (await import('../http/create-route.ts')).createRoute('wishlist');
    const lines = captureOutput();
    const secret = 'SECRET-MESSAGE 42 Private Lane';
    const result = await handler(
      event(
        'POST /api/wishlists',
        {
          title: 'A book',
          destination: 'Canada',
          purchaseLink: 'https://example.com/b',
          price: 'CAD 10',
          message: secret,
        },
        member.token,
      ),
      context,
    );
    vi.restoreAllMocks();
    logger.setLogLevel((process.env.POWERTOOLS_LOG_LEVEL as 'WARN') ?? 'WARN');
    expect(result.statusCode).toBe(201);
    const records = lines
      .join('')
      .split('\n')
      .filter((l) => l.trim().startsWith('{'))
      .map((l) => JSON.parse(l));
    const access = records.find((r) => r.message === 'request');
    expect(access).toMatchObject({ route: 'POST /api/wishlists', status: 201 });
    expect(access.requestId).toMatch(/^req-/);
    const all = lines.join('');
    for (const personal of [secret, 'Priya Private', member.account?.email ?? '@', member.token]) {
      expect(all).not.toContain(personal);
    }
  });
});
