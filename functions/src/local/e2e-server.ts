// The stack for Playwright (web/playwright.config.ts webServer): a fresh seeded copy in a temp dir on
// PORT (default 8181), so e2e runs never touch .data/ and always start from the same demo data.
// Prints "Bookwish e2e stack ready at <url>"; stops and deletes its data on SIGTERM/SIGINT.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from './stack.ts';

const port = Number(process.env.PORT ?? 8181);
const dataDir = process.env.BOOKWISH_E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bookwish-e2e-'));
const temporary = !process.env.BOOKWISH_E2E_DATA_DIR;

// Parallel browser tests sign in as the same demo members: the limits are raised, as for the API tests.
const stack = await startStack({
  dataDir,
  port,
  seed: true,
  quiet: process.env.E2E_QUIET === '1',
  rateLimitScale: 100,
  // deploy-*.spec.ts plays a deploy in its own browser context (front/deploy-play.ts).
  deployPlay: true,
  // A temporary data folder is deleted when the stack stops: its table may as well stay in memory.
  inMemoryTable: temporary,
});
console.log(`Bookwish e2e stack ready at ${stack.info.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  if (temporary) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGHUP', () => void stop());
