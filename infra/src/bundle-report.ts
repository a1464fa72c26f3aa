// Prints each function's bundle size and cold import time, built with the same esbuild options as
// the deploy (`npx tsx infra/src/bundle-report.ts`). Import times: median of 5 fresh Node processes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '../../functions/src/routes.ts';
import { bundleHandler, largestPackages } from './handler-bundle.ts';

/** Environment a handler may read at import; values are placeholders, nothing is called. */
export const IMPORT_ENV = {
  AWS_REGION: 'ca-central-1',
  AWS_ACCESS_KEY_ID: 'placeholder',
  AWS_SECRET_ACCESS_KEY: 'placeholder',
  TABLE_NAME: 'bookwish',
  IMAGES_BUCKET: 'bookwish-images',
  USER_POOL_ID: 'ca-central-1_AbCdEfGhI',
  USER_POOL_CLIENT_ID: 'abcdefghijklmnopqrstuvwxyz',
  PUBLIC_ORIGIN: 'https://bookwish.example.org',
};

// Wall time and CPU time: on a loaded machine the CPU time is the steadier number.
const IMPORT_PROBE = `const t = performance.now(); const c = process.cpuUsage(); const m = await import(process.argv[1]);
const cpu = process.cpuUsage(c);
process.stdout.write(JSON.stringify({ ms: performance.now() - t, cpuMs: (cpu.user + cpu.system) / 1000, handler: typeof m.handler }));`;

export interface ImportTiming {
  ms: number;
  cpuMs: number;
  handler: string;
}

/** Imports the bundle in a fresh Node process: how long it took and what `handler` is. */
export function coldImport(file: string): ImportTiming {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', IMPORT_PROBE, file], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...IMPORT_ENV },
  });
  if (result.status !== 0) throw new Error(`importing ${file} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as ImportTiming;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bookwish-bundles-'));
  try {
    console.log(
      '| Route | Function | Bundle (KB) | Cold import wall (ms) | Cold import CPU (ms) | Largest packages (KB) |',
    );
    console.log('|---|---|---:|---:|---:|---|');
    for (const route of routes) {
      const bundle = await bundleHandler(route.handler);
      const file = join(dir, `${route.handler}.mjs`);
      writeFileSync(file, bundle.code);
      const runs = Array.from({ length: 5 }, () => coldImport(file));
      const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? Number.NaN;
      const wall = median(runs.map((run) => run.ms));
      const cpu = median(runs.map((run) => run.cpuMs));
      console.log(
        `| ${route.method} ${route.path} | ${route.handler} | ${(bundle.bytes / 1000).toFixed(0)} | ${wall.toFixed(0)} | ${cpu.toFixed(0)} | ${largestPackages(
          bundle,
        )
          .map(([name, bytes]) => `${name} ${(bytes / 1000).toFixed(0)}`)
          .join(', ')} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
