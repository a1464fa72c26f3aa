// Vitest global setup (integration project): the local stack on free ports in a temp dir, started
// once for the run and stopped after. Workers read the endpoints from process.env (config.ts) or from
// inject('stack').

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Stack, type StackInfo, startStack } from './stack.ts';

/** How much the shared test stack raises RATE_LIMITS. */
export const TEST_RATE_LIMIT_SCALE = 100;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

interface Shared {
  stack: Promise<{ stack: Stack; dataDir: string }>;
  users: number;
}

// Two projects use this setup (the files that run side by side, then the ones that move the clock or
// stall the store, after them): one stack serves both. Vitest loads a project's global setup on its
// own, so the stack is kept on globalThis of the one main process, and the last project stops it.
const SHARED = Symbol.for('bookwish.test-stack');
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function start(): Promise<{ stack: Stack; dataDir: string }> {
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
    // Its data folder goes with it (stop below).
    inMemoryTable: true,
  });
  Object.assign(process.env, stack.env);
  return { stack, dataDir };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  registry[SHARED] ??= { stack: start(), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  const { stack, dataDir } = await shared.stack;
  project.provide('stack', stack.info);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
