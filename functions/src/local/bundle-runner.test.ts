// The bundle runner on small hand-written bundles: each function sees only its own environment, a
// handler's error reaches the caller with its message, and functions past the thread limit still run.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BundleRunner, startBundleRunner } from './bundle-runner.ts';
import type { TemplateFunction } from './cloud-assembly.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'bookwish-runner-'));
let runner: BundleRunner | undefined;

afterAll(async () => {
  await runner?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function bundle(name: string, source: string, environment: Record<string, string> = {}): TemplateFunction {
  const assetDir = path.join(dir, name);
  mkdirSync(assetDir, { recursive: true });
  writeFileSync(path.join(assetDir, 'index.mjs'), source);
  return {
    stack: 'Bookwish-test',
    logicalId: name,
    description: `test ${name}`,
    constructPath: `Bookwish-test/${name}/Resource`,
    bundled: true,
    assetDir,
    handler: 'index.handler',
    runtime: 'nodejs24.x',
    timeoutSeconds: 3,
    memoryMb: 128,
    environment,
  };
}

// Reads its setting when called, as config() does on first use.
const readsTable =
  'export const handler = async (event) => ({ table: process.env.TABLE_NAME, got: event.n });';

describe('the bundle runner', () => {
  it('gives each function its own environment, never the other’s or this process’s', async () => {
    // This process has one (the stack's, set by the global setup): no bundle may see it.
    expect(process.env.TABLE_NAME).toBeTruthy();
    const a = bundle('A', readsTable, { TABLE_NAME: 'table-a' });
    const b = bundle('B', readsTable, { TABLE_NAME: 'table-b' });
    const none = bundle('None', readsTable);
    runner = startBundleRunner({
      environmentOf: (fn) =>
        Object.fromEntries(Object.entries(fn.environment).map(([k, v]) => [k, String(v)])),
    });
    expect(
      await Promise.all([
        runner.invoke(a, { n: 1 }),
        runner.invoke(b, { n: 2 }),
        runner.invoke(none, { n: 3 }),
      ]),
    ).toEqual([
      { table: 'table-a', got: 1 },
      { table: 'table-b', got: 2 },
      { table: undefined, got: 3 },
    ]);
  });

  it('hands a handler’s error to the caller and records it', async () => {
    const failing = bundle(
      'Failing',
      "export const handler = async () => { throw new TypeError('no table named'); };",
    );
    const started = runner?.invocations.length ?? 0;
    await expect(runner?.invoke(failing, {})).rejects.toThrow('no table named');
    expect(runner?.invocations.slice(started)).toEqual([
      { logicalId: 'Failing', description: 'test Failing', error: 'no table named' },
    ]);
  });

  it('says which asset has no handler file', async () => {
    const empty = bundle('Empty', '');
    rmSync(path.join(empty.assetDir, 'index.mjs'));
    await expect(runner?.invoke(empty, {})).rejects.toThrow(/test Empty \(Empty\): no index\.mjs/);
  });

  it('runs more functions than it keeps threads for', async () => {
    const small = startBundleRunner({ environmentOf: () => ({}), maxThreads: 2 });
    try {
      const many = Array.from({ length: 5 }, (_, i) =>
        bundle(`Many${i}`, `export const handler = async () => ${i};`),
      );
      const answers: unknown[] = [];
      for (const fn of [...many, ...many]) answers.push(await small.invoke(fn, {}));
      expect(answers).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4]);
    } finally {
      await small.stop();
    }
  });
});
