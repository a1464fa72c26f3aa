// Playwright for the SPA: Debian's chromium (never a downloaded browser), headless, against the whole
// local stack started by functions/src/local/e2e-server.ts on a free port (it prints the URL; the
// `wait.stdout` named group hands it to the tests as BOOKWISH_E2E_URL). Until that server exists,
// or with BOOKWISH_E2E_PREVIEW=1, the built SPA is served by `vite preview` (static pages only).
// With BOOKWISH_E2E_URL already set, tests run against that running stack and nothing is started.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'sudo apt-get install chromium';

/**
 * A fresh machine without Chromium: as root with apt, install Debian's package (never a Playwright
 * download); otherwise stop at once with the one command to run. `npm test` runs this first
 * (`npm run e2e:browser`), so a missing browser is known in the first second, not after the suite.
 */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && hasApt) {
    console.log(`Chromium is not installed: installing Debian's chromium (apt-get install chromium)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(
    `The end-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it, then run the tests again:\n\n  ${INSTALL}\n`,
  );
  process.exit(1);
}
ensureChromium();

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
  // Two cores shared with the rest of the machine: a little parallelism, generous timeouts (the axe
  // scans took over 60 s each at load 40-50). Specs that set their own timeout keep theirs.
  workers: 2,
  timeout: 180_000,
  // What a person would wait for on a loaded machine; a pass never depends on it being short.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: external,
    // A trace records every action's snapshots even when the test passes: a fifth of the suite's
    // time on two cores (polish + shell: 53 s without, 63-69 s with). A failure keeps its screenshot;
    // to look closer, run the failing spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker answers from its caches, out of page.route's reach: the specs that stage an
    // API answer or a lost chunk see the network as they set it up. pwa.spec.ts turns it on.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
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
