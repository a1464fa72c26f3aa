// The deploy the e2e plays per browser context: which build a context is served, and where an asset
// is found during the grace period and after it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployPlayFor, nextBuildDir, playedAsset } from './deploy-play.ts';

let root: string;
let dist: string;
const withCookie = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bookwish-deploy-play-'));
  dist = path.join(root, 'dist');
  for (const [dir, asset] of [
    [dist, 'index-Aa11.js'],
    [nextBuildDir(dist), 'index-Aa11-next.js'],
  ] as const) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'assets', asset), '');
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a played deploy', () => {
  it('leaves a context without its cookie on the ordinary front', () => {
    expect(deployPlayFor(withCookie(), dist)).toBeUndefined();
    expect(deployPlayFor(withCookie('bookwish-deploy=other'), dist)).toBeUndefined();
  });

  it('serves the next build with the old assets kept, then without them', () => {
    const grace = deployPlayFor(withCookie('theme=x; bookwish-deploy=next; bookwish-slow-pages=6000'), dist);
    expect(grace?.dist).toBe(nextBuildDir(dist));
    expect(grace?.slowPagesMs).toBe(6000);
    if (!grace) throw new Error('no play');
    expect(playedAsset(grace, '/assets/index-Aa11.js')).toBe(path.join(dist, 'assets', 'index-Aa11.js'));
    const pruned = deployPlayFor(withCookie('bookwish-deploy=next-pruned'), dist);
    if (!pruned) throw new Error('no play');
    expect(playedAsset(pruned, '/assets/index-Aa11.js')).toBeUndefined();
    expect(playedAsset(pruned, '/assets/index-Aa11-next.js')).toBeDefined();
    // Never a file outside the builds.
    expect(playedAsset(pruned, '/assets/../../../etc/passwd')).toBeUndefined();
  });
});
