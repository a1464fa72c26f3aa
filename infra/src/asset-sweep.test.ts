// The daily sweep of the site's assets: which keys it deletes from a realistic listing (three deploys,
// unchanged files shared between builds, assets from before manifests), and the manifest a build
// deploys.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './asset-sweep.ts';
import { assetsToDelete, type DeployedBuild, type SiteAsset } from './asset-sweep-rules.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);

// Build a deployed on day 0, b on day 10, c on day 50. The vendor chunk and the CSS never changed:
// they keep their first upload's date (the deployment's fixed zip times skip unchanged files).
const a: DeployedBuild = {
  build: 'a1b2c3d4e5f60718',
  deployedAt: day(0),
  assets: [
    'assets/index-Aa11.js',
    'assets/about-page-Aa22.js',
    'assets/dist-Vv00.js',
    'assets/index-Cc00.css',
  ],
};
const b: DeployedBuild = {
  build: 'b1b2c3d4e5f60718',
  deployedAt: day(10),
  assets: [
    'assets/index-Bb11.js',
    'assets/about-page-Aa22.js',
    'assets/dist-Vv00.js',
    'assets/index-Cc00.css',
  ],
};
const c: DeployedBuild = {
  build: 'c1b2c3d4e5f60718',
  deployedAt: day(50),
  assets: [
    'assets/index-Cc11.js',
    'assets/about-page-Cc22.js',
    'assets/dist-Vv00.js',
    'assets/index-Cc00.css',
  ],
};
const uploaded: Record<string, Date> = {
  'assets/index-Aa11.js': day(0),
  'assets/about-page-Aa22.js': day(0),
  'assets/dist-Vv00.js': day(0),
  'assets/index-Cc00.css': day(0),
  'assets/index-Bb11.js': day(10),
  'assets/index-Cc11.js': day(50),
  'assets/about-page-Cc22.js': day(50),
};
const listing: SiteAsset[] = Object.entries(uploaded).map(([key, lastModified]) => ({ key, lastModified }));
const sweep = (now: Date, more: Partial<Parameters<typeof assetsToDelete>[0]> = {}) =>
  assetsToDelete({ builds: [a, b, c], assets: listing, currentBuild: c.build, now, graceDays: 30, ...more });

describe('the site asset sweep', () => {
  it('keeps a replaced build until the grace period after the next deploy, never one the current build names', () => {
    // Day 45: a was replaced on day 10 (35 days ago), b on day 50 (not yet: b is current until then).
    const beforeC = listing.filter((asset) => [...a.assets, ...b.assets].includes(asset.key));
    expect(sweep(day(45), { currentBuild: b.build, builds: [a, b], assets: beforeC })).toEqual([
      'assets/index-Aa11.js',
    ]);
    // Day 55: b was replaced 5 days ago: its page may be on a phone, its scripts stay.
    expect(sweep(day(55))).toEqual(['assets/index-Aa11.js']);
    // Day 81: b is past its grace; the vendor chunk and the CSS, uploaded on day 0, are c's too.
    expect(sweep(day(81))).toEqual([
      'assets/about-page-Aa22.js',
      'assets/index-Aa11.js',
      'assets/index-Bb11.js',
    ]);
  });

  it('never deletes what the current build names, even after a rollback to an older build', () => {
    // b deployed again on day 60 (its manifest keeps its first date): c is the newest manifest.
    const doomed = sweep(day(100), { currentBuild: b.build });
    for (const key of b.assets) expect(doomed).not.toContain(key);
    // c has no later deploy: kept as well, whatever the date.
    for (const key of c.assets) expect(doomed).not.toContain(key);
  });

  it('deletes nothing when the current build has no manifest: what the site serves is unknown', () => {
    expect(sweep(day(400), { currentBuild: 'ffffffffffffffff' })).toEqual([]);
  });

  it('deletes assets from before manifests only once manifests cover a whole grace period', () => {
    const older = { key: 'assets/index-Old0.js', lastModified: day(-200) };
    const withOlder = [...listing, older];
    expect(sweep(day(20), { assets: withOlder })).not.toContain(older.key);
    expect(sweep(day(31), { assets: withOlder })).toContain(older.key);
  });
});

describe("a build's manifest", () => {
  it('names every file under assets/ and takes its id from them', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bookwish-manifest-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      writeFileSync(join(dist, 'assets', 'index-Aa11.js'), '');
      writeFileSync(join(dist, 'assets', 'reader-Zz99.wasm'), '');
      const first = buildManifest(dist);
      expect(first?.assets).toEqual(['assets/index-Aa11.js', 'assets/reader-Zz99.wasm']);
      expect(first?.build).toMatch(/^[0-9a-f]{16}$/);
      writeFileSync(join(dist, 'assets', 'about-page-Bb22.js'), '');
      expect(buildManifest(dist)?.build).not.toBe(first?.build);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
