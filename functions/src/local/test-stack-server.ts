// The integration tests' stack in a process of its own, started by Vitest's global setup
// (test-stack.ts) as the e2e stack is by Playwright. Seeded, on free ports, in a temp dir; when ready it
// prints one line, READY_LINE and the stack's endpoints and environment as JSON. It stops and deletes
// its data on SIGTERM, and on its own when the process that started it is gone (its stdin closes), so a
// killed test run leaves no emulator behind.
//
// In Vitest's own process, the stack's hundreds of modules went through Vite's module runner before the
// first test file could start (about 9 s of a quiet machine's 11 s before the stack even started), and
// every request the handlers served shared one thread with Vitest's bookkeeping for its workers.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from './stack.ts';
import { READY_LINE, TEST_RATE_LIMIT_SCALE } from './test-stack.ts';

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

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
void stack.died.then((part) => {
  console.error(`[test stack] ${part}`);
});

process.stdout.write(`${READY_LINE}${JSON.stringify({ info: stack.info, env: stack.env })}\n`);
