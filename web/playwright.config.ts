// Playwright for the SPA: Debian's chromium (never a downloaded browser), headless, against the whole
// local stack started by functions/src/local/e2e-server.ts on a free port (it prints the URL; the
// `wait.stdout` named group hands it to the tests as BOOKWISH_E2E_URL). Until that server exists,
// or with BOOKWISH_E2E_PREVIEW=1, the built SPA is served by `vite preview` (static pages only).
// With BOOKWISH_E2E_URL already set, tests run against that running stack and nothing is started.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const external = process.env.BOOKWISH_E2E_URL;
const useStack =
  existsSync(`${repoRoot}functions/src/local/e2e-server.ts`) && process.env.BOOKWISH_E2E_PREVIEW !== '1';

// e2e-server prints "Bookwish e2e stack ready at <url>"; vite preview prints "Local:   <url>".
const urlPattern = useStack
  ? /Bookwish e2e stack ready at (?<bookwish_e2e_url>https?:\/\/[^\s/]+)/
  : /Local:\s+(?<bookwish_e2e_url>https?:\/\/[^\s/]+)/;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  // Two cores shared with the rest of the machine: a little parallelism, generous timeouts.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: external,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: external
    ? undefined
    : {
        command: useStack ? 'npx tsx functions/src/local/e2e-server.ts' : 'npx vite preview --port 0',
        cwd: useStack ? repoRoot : `${repoRoot}web`,
        // A free port, so a developer's own `npm start` on 8080 (or another run) never collides.
        env: { PORT: '0', E2E_QUIET: '1' },
        wait: { stdout: urlPattern },
        timeout: 180_000,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
