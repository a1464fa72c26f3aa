// A read's deployed bundle, run as Lambda runs it (a fresh Node process, nothing beside index.mjs)
// against the stack's DynamoDB. The read functions are built without the AWS SDK's event-stream codec
// (infra/src/handler-build.ts swaps it for a stub that throws): the local stack runs the handlers from
// source, so only this shows that the bundle still sends and reads DynamoDB calls without it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORIGIN_SECRET_HEADER } from '@bookwish/shared/web/edge-cache';
import { describe, expect, it } from 'vitest';

/** The bench's command: the same cached build `cdk synth` deploys (functions/ imports no infra code). */
const BUNDLE_COMMAND = fileURLToPath(new URL('../../../infra/src/handler-bundle.ts', import.meta.url));

/** Imports the bundle, calls its handler with a GET of the wishlists list, prints the result. */
const PROBE = `const { handler } = await import(process.argv[1]);
// The origin secret, as CloudFront adds it (the handler refuses a call without it).
const now = new Date();
const event = {
  version: '2.0', routeKey: 'GET /api/wishlists', rawPath: '/api/wishlists', rawQueryString: 'limit=5',
  headers: { host: 'localhost', '${ORIGIN_SECRET_HEADER}': process.env.ORIGIN_SECRET ?? '' }, queryStringParameters: { limit: '5' }, isBase64Encoded: false,
  requestContext: { accountId: '000000000000', apiId: 'local', domainName: 'localhost', domainPrefix: 'localhost',
    http: { method: 'GET', path: '/api/wishlists', protocol: 'HTTP/1.1', sourceIp: '192.0.2.7', userAgent: 'test' },
    requestId: 'bundled-read', routeKey: 'GET /api/wishlists', stage: '$default', time: now.toISOString(), timeEpoch: now.getTime() },
};
const context = { functionName: 'wishlists-list', awsRequestId: 'bundled-read', getRemainingTimeInMillis: () => 10000 };
process.stdout.write(JSON.stringify(await handler(event, context)));`;

describe('a read bundle built without the SDK event-stream codec', () => {
  it('answers a list page from DynamoDB (a Query sent, its items read back)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bookwish-bundled-read-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', BUNDLE_COMMAND, dir, 'wishlists-list'], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      const file = join(dir, 'wishlists-list.mjs');
      expect(readFileSync(file, 'utf8')).toContain('bundled without the AWS SDK event-stream codec');
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, file], {
        encoding: 'utf8',
        // The stack's endpoints and table (test-stack.ts put them in this worker's environment).
        env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
      });
      expect(run.stderr).toBe('');
      const result = JSON.parse(run.stdout) as { statusCode: number; body: string };
      expect(result.statusCode).toBe(200);
      const page = JSON.parse(result.body) as { items: Array<{ id: string; title: string }> };
      // The stack is seeded with the demo posts: a page of them, not an empty answer.
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(typeof page.items[0]?.title).toBe('string');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
