// The app synthesized once per test process (the integration files share a module graph per worker,
// vitest.config.ts), as a production deploy with email on: every function, mapping, rule and trigger
// the template can have. Its folder (the staged bundles, about 170 MB with sharp) goes when the
// process ends.

import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CloudAssembly, PRODUCTION_CONTEXT, synthesizeAssembly } from './cloud-assembly.ts';

let synthesized: Promise<CloudAssembly> | undefined;

export function testAssembly(): Promise<CloudAssembly> {
  synthesized ??= (async () => {
    const outdir = await mkdtemp(path.join(tmpdir(), 'bookwish-assembly-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return synthesizeAssembly({ outdir, context: PRODUCTION_CONTEXT });
  })();
  return synthesized;
}
