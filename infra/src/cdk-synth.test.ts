// `npx cdk synth` from the repo root, as an operator runs it, with the network cut off: every
// handler is bundled by the local esbuild (no Docker, no download) and both stacks come out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/routes.ts';
import { ASSET_SWEEP_DESCRIPTION } from './asset-sweep.ts';
import { ESM_REQUIRE_BANNER } from './handler-build.ts';
import { repoRoot } from './paths.ts';
import { POST_PAGES_DESCRIPTION } from './post-pages.ts';
import { SEARCH_INDEXER_DESCRIPTION } from './search-indexer.ts';
import { sharpArm64Dir } from './sharp-arm64.ts';
import { TIMERS_DESCRIPTION } from './timers-sweep.ts';

const outdir = mkdtempSync(join(tmpdir(), 'bookwish-cdk-synth-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

// A network namespace of its own (no interface but loopback) where the kernel allows it; proxies
// pointing at a closed port as well, so any attempt to reach the registry or AWS fails loudly.
const isolated = spawnSync('unshare', ['-rn', 'true']).status === 0;

// sharp's linux-arm64 build comes from the npm registry once per pinned version: `npm install` fetches
// it (postinstall, install-sharp-arm64.ts). A tree installed without scripts gets it here, before the
// network is cut; where npm install ran, this finds it there.
beforeAll(() => {
  sharpArm64Dir();
}, 300_000);
const DEAD_PROXY = 'http://127.0.0.1:9';

describe('npx cdk synth', () => {
  it('succeeds offline and bundles one ESM handler per route, plus the timers sweep and the search indexer', () => {
    // A production synth, as a volunteer's deploy makes it: with the operators' email it refuses without.
    const command = ['npx', '--no-install', 'cdk', 'synth', '--quiet', '--output', outdir];
    command.push('-c', 'opsEmail=ops@bookwish.example.org');
    const [bin, ...args] = isolated ? ['unshare', '-rn', ...command] : command;
    const result = spawnSync(bin as string, args, {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 560_000,
      env: {
        ...process.env,
        HTTPS_PROXY: DEAD_PROXY,
        HTTP_PROXY: DEAD_PROXY,
        https_proxy: DEAD_PROXY,
        http_proxy: DEAD_PROXY,
        NO_PROXY: '',
        npm_config_offline: 'true',
      },
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

    type Template = {
      Resources: Record<
        string,
        { Type: string; Properties: { Runtime?: string; Description?: string; Code?: { S3Key?: string } } }
      >;
    };
    const read = (file: string) => JSON.parse(readFileSync(join(outdir, file), 'utf8')) as Template;
    // The stateless stack and the route stacks (route-stacks.ts), read as one.
    const stateless: Template = {
      Resources: Object.assign(
        {},
        ...readdirSync(outdir)
          .filter((file) => /^Bookwish-prod-(stateless|api-\w+)\.template\.json$/.test(file))
          .map((file) => read(file).Resources),
      ),
    };
    expect(existsSync(join(outdir, 'Bookwish-prod-stateful.template.json'))).toBe(true);
    const handlers = Object.values(stateless.Resources).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Function' &&
        resource.Properties.Runtime === 'nodejs24.x' &&
        // The CDK's own providers (auto-delete, custom resources) run this runtime too, undescribed.
        typeof resource.Properties.Description === 'string' &&
        resource.Properties.Description !== POST_PAGES_DESCRIPTION &&
        resource.Properties.Description !== ASSET_SWEEP_DESCRIPTION,
    );
    // One per route, plus the timers sweep, the search indexer and the notifier (with or without email).
    expect(handlers).toHaveLength(routes.length + 3);
    expect(handlers.filter((fn) => fn.Properties.Description === TIMERS_DESCRIPTION)).toHaveLength(1);
    // The daily sweep of site assets past the deploy grace period is the site's, beside these.
    expect(
      Object.values(stateless.Resources).filter(
        (fn) => fn.Type === 'AWS::Lambda::Function' && fn.Properties.Description === ASSET_SWEEP_DESCRIPTION,
      ),
    ).toHaveLength(1);
    expect(handlers.filter((fn) => fn.Properties.Description === SEARCH_INDEXER_DESCRIPTION)).toHaveLength(1);
    for (const fn of handlers) {
      const hash = fn.Properties.Code?.S3Key?.replace(/\.zip$/, '');
      const bundle = readFileSync(join(outdir, `asset.${hash}`, 'index.mjs'), 'utf8');
      expect(bundle.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      expect(existsSync(join(outdir, `asset.${hash}`, 'index.mjs.map'))).toBe(true);
    }
  }, 600_000);
});
