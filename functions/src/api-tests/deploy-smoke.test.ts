// The smoke check `npm run deploy` ends with (infra/src/deploy/smoke.ts), run as an operator runs it
// against the local stack: a front with the built web app and CloudFront's cache played passes every
// check; the shared front (no cache played) fails only the edge cache check unless told to skip it;
// a front without the web build fails the pages with the reason. Run as a command, not imported:
// functions/ imports nothing from infra/.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { finished } from '../local/child-output.ts';
import type { Front } from '../local/front.ts';
import { sharedCache } from '../local/shared-cache.ts';
import { closedPort, startOwnFront, useStackEnv } from './stack-env.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function smoke(origin: string, ...flags: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['infra/src/deploy/smoke.ts', origin, ...flags],
    { cwd: ROOT },
  );
  return finished(child);
}

const line = (out: string, check: string) => out.split('\n').find((l) => l.includes(`  ${check}: `)) ?? '';

let cachingFront: Front;
let unbuiltFront: Front;

beforeAll(async () => {
  useStackEnv();
  [cachingFront, unbuiltFront] = await Promise.all([
    startOwnFront({ visitorCache: sharedCache(), webDist: path.join(ROOT, 'web', 'dist') }),
    startOwnFront(),
  ]);
});

afterAll(async () => {
  await Promise.all([cachingFront?.stop(), unbuiltFront?.stop()]);
});

describe('the deploy smoke check on the local stack', () => {
  it('passes every check on a front with the web build and the edge cache', async () => {
    const { code, out } = await smoke(cachingFront.url);
    expect(out).not.toContain('FAIL');
    for (const check of [
      'home page /',
      'API GET /api/wishlists',
      'explore list /wishlists',
      'post page /wishlist/{id}',
      'gratitude wall /thanks',
      'security headers',
      'edge cache',
    ]) {
      expect(line(out, check), out).toMatch(/^ok /);
    }
    // The seeded stack has posts: the post page is checked, not skipped.
    expect(line(out, 'post page /wishlist/{id}')).toMatch(/\/wishlist\/\S+, with the post/);
    expect(line(out, 'edge cache')).toContain('Hit from cloudfront');
    expect(code).toBe(0);
  });

  it('fails only the edge cache where nothing plays CloudFront, unless told to skip it', async () => {
    const origin = inject('stack').url;
    const strict = await smoke(origin);
    expect(strict.out.split('\n').filter((l) => l.startsWith('FAIL'))).toEqual([
      expect.stringContaining('edge cache: /wishlists asked 4 times was never "Hit from cloudfront"'),
    ]);
    expect(strict.code).toBe(1);
    const skipped = await smoke(origin, '--no-edge-cache');
    expect(skipped.out).not.toContain('FAIL');
    expect(skipped.out).not.toContain('edge cache');
    expect(skipped.code).toBe(0);
  });

  it('fails the pages of a site deployed without its web build, saying so', async () => {
    const { code, out } = await smoke(unbuiltFront.url, '--no-edge-cache');
    expect(line(out, 'home page /')).toContain('FAIL');
    expect(line(out, 'home page /')).toContain('the web app was not built before the deploy');
    expect(line(out, 'API GET /api/wishlists')).toMatch(/^ok /);
    expect(code).toBe(1);
  });

  it('fails every check of a site that does not answer, naming why', async () => {
    const { code, out } = await smoke(`http://127.0.0.1:${await closedPort()}`, '--no-edge-cache');
    expect(line(out, 'home page /')).toBe('FAIL  home page /: could not reach the site: ECONNREFUSED');
    expect(line(out, 'post page /wishlist/{id}')).toContain('not asked: the API did not answer its list');
    expect(out).not.toMatch(/^ok /m);
    expect(code).toBe(1);
  });
});
