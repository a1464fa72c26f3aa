// Vitest global setup (integration project): the local stack on free ports in a temp dir, started
// once for the run and stopped after. Workers read the endpoints from process.env (config.ts) or from
// inject('stack').

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type StackInfo, startStack } from './stack.ts';

/** How much the shared test stack raises RATE_LIMITS. */
export const TEST_RATE_LIMIT_SCALE = 100;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookwish-test-'));
  const stack = await startStack({
    dataDir,
    port: 0,
    // Seeded, so tests can check the demo posts (every seeded post replays to its STATE);
    // BOOKWISH_TEST_SEED=0 skips it.
    seed: process.env.BOOKWISH_TEST_SEED !== '0',
    quiet: true,
    // Many files act as one member or one IP at once: their calls must not trip the limits. The limits
    // themselves are tested at the real numbers on a front of their own (api-tests/rate-limits.test.ts).
    rateLimitScale: TEST_RATE_LIMIT_SCALE,
  });
  Object.assign(process.env, stack.env);
  project.provide('stack', stack.info);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
