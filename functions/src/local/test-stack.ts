// Vitest global setup (integration projects): the local stack on free ports in a temp dir, started
// once for the run in a process of its own (test-stack-server.ts) and stopped after. Workers read the
// endpoints from process.env (config.ts) or from inject('stack').

import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { StackInfo } from './stack.ts';
import { assemblyDirOf } from './test-assembly.ts';

/** How much the shared test stack raises RATE_LIMITS. */
export const TEST_RATE_LIMIT_SCALE = 100;
/** What test-stack-server.ts prints before the stack's endpoints and environment, as JSON. */
export const READY_LINE = 'Bookwish test stack ready: ';
/** As long as the e2e stack is given (test-all.ts): seconds on a quiet machine, minutes at load 40. */
const READY_TIMEOUT_MS = 180_000;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

interface Started {
  child: ChildProcess;
  info: StackInfo;
}

interface Shared {
  stack: Promise<Started>;
  users: number;
}

// Two projects use this setup (the files that run side by side, then the ones that move the clock or
// stall the store, after them): one stack serves both. Vitest loads a project's global setup on its
// own, so the stack is kept on globalThis of the one main process, and the last project stops it.
const SHARED = Symbol.for('bookwish.test-stack');
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('./test-stack-server.ts', import.meta.url));

/** The stack's process, its endpoints and environment once it says it is ready. Its stdin stays open:
 * when this process is gone, the stack stops itself. */
function start(): Promise<Started> {
  const child = spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [SERVER], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The test stack was not ready within ${READY_TIMEOUT_MS / 1000} s.\n${said}`));
    }, READY_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      // Before the ready line it explains a failed start; after it, an emulator that died mid-run.
      if (ready) process.stderr.write(chunk);
      else said += chunk.toString('utf8');
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return;
      said += chunk.toString('utf8');
      const line = said.split('\n').find((l) => l.startsWith(READY_LINE));
      if (!line) return;
      ready = true;
      clearTimeout(timer);
      const { info, env } = JSON.parse(line.slice(READY_LINE.length)) as {
        info: StackInfo;
        env: Record<string, string>;
      };
      Object.assign(process.env, env);
      resolve({ child, info });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready)
        reject(new Error(`The test stack stopped before it was ready (${signal ?? code}).\n${said}`));
    });
  });
}

/** SIGTERM, then the stack's own stop (emulators, then its data folder) before the run ends. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  registry[SHARED] ??= { stack: start(), users: 0 };
  const shared = registry[SHARED];
  shared.users += 1;
  const { child, info } = await shared.stack;
  project.provide('stack', info);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry[SHARED];
    // The app the run's workers synthesized (test-assembly.ts), if any did.
    rmSync(assemblyDirOf(process.pid), { recursive: true, force: true });
    await stop(child);
  };
}
