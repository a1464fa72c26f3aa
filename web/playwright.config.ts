// Playwright for the SPA: Debian's chromium (never a downloaded browser), headless, against the whole
// local stack started by functions/src/local/e2e-server.ts on a free port (it prints the URL; the
// `wait.stdout` named group hands it to the tests as BOOKWISH_E2E_URL). Until that server exists,
// or with BOOKWISH_E2E_PREVIEW=1, the built SPA is served by `vite preview` (static pages only).
// With BOOKWISH_E2E_URL already set, tests run against that running stack and nothing is started.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, SHELL } from './chromium.ts';

const INSTALL = 'sudo apt-get install chromium chromium-headless-shell';
/** The spec that needs the whole browser: the shell answers "denied" for the notification permission
 * before anyone is asked, so Account Setting would show the "blocked" notice instead of the switch a
 * member meets (push.spec asserts the unasked permission and scans the tab with its switch; the
 * shell's features-a11y scans the tab with the notice). */
const WHOLE_BROWSER = /\/push\.spec\.ts$/;

/**
 * A fresh machine without Chromium: as root with apt, install Debian's packages (never a Playwright
 * download); otherwise stop at once with the one command to run. `npm test` runs this first
 * (`npm run e2e:browser`), so a missing browser is known in the first second, not after the suite.
 * Without the headless shell every spec runs in CHROMIUM, only slower.
 */
function ensureChromium(): void {
  if (existsSync(CHROMIUM) && existsSync(SHELL)) return;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && hasApt) {
    console.log(`Installing Debian's chromium and chromium-headless-shell (apt-get)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env,
    });
    if (existsSync(CHROMIUM)) return;
  }
  if (existsSync(CHROMIUM)) {
    console.log(`No ${SHELL}: every spec runs in ${CHROMIUM} (slower). To install it: ${INSTALL}`);
    return;
  }
  console.error(
    `The end-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it, then run the tests again:\n\n  ${INSTALL}\n`,
  );
  process.exit(1);
}
ensureChromium();

function launch(executablePath: string) {
  return {
    executablePath,
    args: CHROMIUM_FLAGS,
  };
}

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
  // scans took over 60 s each at load 40-50). Specs that set their own timeout keep theirs. Three
  // workers since most specs run in the headless shell: a test's waits on the stack leave a core free
  // (the whole e2e against one stack, back to back at load 1-9: 321 s with two, 280 s with three).
  workers: 3,
  timeout: 180_000,
  // What a person would wait for on a loaded machine; a pass never depends on it being short.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  // One more try for a test that failed: a pass on it is printed as "flaky", named in the summary,
  // and that retry records a trace. Each one seen is a finding to mend, not a pass to forget: one red
  // CI run in ten came from a race in a spec or the stack that a busier machine had exposed.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: external,
    // A trace records every action's snapshots even when the test passes: a fifth of the suite's
    // time on two cores (polish + shell: 53 s without, 63-69 s with). A failure keeps its screenshot;
    // to look closer, run the failing spec again with `--trace on`. A retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker answers from its caches, out of page.route's reach: the specs that stage an
    // API answer or a lost chunk see the network as they set it up. pwa.spec.ts turns it on.
    serviceWorkers: 'block',
    // A member who asked their phone for less motion (prefers-reduced-motion): no sliding sheet, fading
    // dialog or toast, no spinning skeleton, so axe never reads a colour halfway through a fade and no
    // frame is drawn for a transition nobody looks at (five specs, 36 tests, three runs of each:
    // the browsers' CPU 92-105 s with it against 117 s without). The specs that walk a whole journey
    // or open the side sheet (shell, unlucky-shell, the two lifecycles) keep the motion everyone else sees.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
  },
  // The whole browser's project first: its one long spec starts early instead of ending the run alone.
  projects: [
    { name: 'chromium-whole', testMatch: WHOLE_BROWSER, use: { launchOptions: launch(CHROMIUM) } },
    {
      name: 'chromium',
      testIgnore: WHOLE_BROWSER,
      use: { launchOptions: launch(existsSync(SHELL) ? SHELL : CHROMIUM) },
    },
  ],
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
