// What each function carries to Lambda, built with the deploy's esbuild options: small enough for
// a quick cold start, only the AWS clients its route uses, and loadable as the ESM file Lambda runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import functionsPackage from '../../functions/package.json' with { type: 'json' };
import { routes } from '../../functions/src/routes.ts';
import { coldImport } from './bundle-report.ts';
import { bundleHandler, type HandlerBundle } from './handler-bundle.ts';
import { handlersDir } from './paths.ts';
import { bundling, withSharp } from './route-functions.ts';

const sharpVersion = functionsPackage.dependencies.sharp;

// Measured floor for one handler with the DynamoDB client, middy, aws-jwt-verify and zod: about
// 590 KB minified (issue 5). Every function must stay within 10% of it.
const BUDGET_BYTES = 590_000 * 1.1;

const bundles = new Map<string, HandlerBundle>();
const dir = mkdtempSync(join(tmpdir(), 'bookwish-handler-bundles-'));

beforeAll(async () => {
  for (const route of routes) bundles.set(route.handler, await bundleHandler(handlersDir, route.handler));
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const uses = (bundle: HandlerBundle, module: string) => bundle.inputs.some((input) => input.includes(module));
const cases = routes.map((route) => [`${route.method} ${route.path}`, route] as const);

describe('handler bundles', () => {
  it.each(cases)('%s stays within 10%% of the 590 KB floor', (_, route) => {
    const bundle = bundles.get(route.handler);
    expect(bundle?.bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each(cases)('%s carries only the AWS clients its access needs', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    expect(uses(bundle, '@aws-sdk/client-s3/'), 'S3 client').toBe(route.access.bucket !== undefined);
    expect(uses(bundle, '@aws-sdk/s3-request-presigner/'), 'presigner').toBe(
      route.access.bucket === 'presign',
    );
    expect(uses(bundle, '@aws-sdk/client-cognito-identity-provider/'), 'Cognito client').toBe(
      route.access.users !== undefined,
    );
    expect(uses(bundle, '@aws-sdk/client-dynamodb/'), 'DynamoDB client').toBe(
      route.access.table !== undefined,
    );
    // The SDK's credential chain (SSO, ini, STS) is swapped for the environment provider Lambda uses.
    expect(uses(bundle, '@aws-sdk/nested-clients/'), 'STS/SSO clients').toBe(false);
  });

  it.each(cases)(
    '%s carries the image pipeline only with attach access, and never sharp itself',
    (_, route) => {
      const bundle = bundles.get(route.handler);
      if (!bundle) throw new Error(`no bundle for ${route.handler}`);
      // Attach functions get sharp's linux-arm64 build installed beside the bundle (withSharp).
      // (Its code, not merely its file: esbuild lists tree-shaken inputs too.)
      expect(bundle.code.includes('sharp used before loadSharp()')).toBe(route.access.bucket === 'attach');
      expect(uses(bundle, 'node_modules/sharp/')).toBe(false);
    },
  );

  it('installs sharp for linux-arm64 (the Lambda architecture) at the pinned version', () => {
    const hooks = withSharp(bundling).commandHooks;
    const [command] = hooks?.afterBundling('/in', '/out') ?? [];
    expect(command).toMatch(/--cpu=arm64 --os=linux --libc=glibc --prefix "\/out" sharp@\d+\.\d+\.\d+$/);
    expect(command).toContain(`sharp@${sharpVersion}`);
  });

  it.each(cases)('%s loads as ESM in a fresh Node process and exports its handler', (_, route) => {
    const bundle = bundles.get(route.handler);
    if (!bundle) throw new Error(`no bundle for ${route.handler}`);
    const file = join(dir, `${route.handler}.mjs`);
    writeFileSync(file, bundle.code);
    expect(coldImport(file).handler).toBe('function');
  });
});
