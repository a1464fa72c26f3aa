// npx tsx web/bench/language-flash.ts — how long a visitor of another language sees the prerendered
// English home page before the app renders in their language. A script, not a test: it prints numbers.
// Headless Debian Chromium at 390x844 with the CPU slowed 4x, on the seeded local stack (after
// `npm run build -w @bookwish/web`). For each browser language: first contentful paint, the moment the
// app replaced the prerendered page, and how long English words were painted (index.html's head
// script keeps them unpainted for another language; "without the guard" removes that attribute).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.FLASH_RUNS ?? 3);

async function startStack(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('npx', ['tsx', 'functions/src/local/e2e-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', E2E_QUIET: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${output}`)), 180_000);
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /ready at (https?:\/\/[^\s/]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`stack exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

interface Timing {
  fcp: number;
  appRendered: number;
  englishPainted: number;
  lang: string;
}

async function measure(url: string, languages: string, guard: boolean): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: languages });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((keepGuard: boolean) => {
      const marks = { appRendered: 0, pendingOff: 0, pendingSeen: false };
      (window as unknown as { flash: typeof marks }).flash = marks;
      new MutationObserver(() => {
        const html = document.documentElement;
        if (!keepGuard && 'languagePending' in html.dataset) {
          marks.pendingSeen = true;
          delete html.dataset.languagePending;
        }
        if ('languagePending' in html.dataset) marks.pendingSeen = true;
        else if (marks.pendingSeen && !marks.pendingOff) marks.pendingOff = performance.now();
        const rootEl = document.getElementById('root');
        if (
          !marks.appRendered &&
          rootEl &&
          rootEl.childElementCount > 0 &&
          !rootEl.querySelector(':scope > [data-prerendered]')
        )
          marks.appRendered = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    }, guard);
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { flash: { appRendered: number } }).flash.appRendered > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    return await page.evaluate(() => {
      const { appRendered, pendingOff } = (
        window as unknown as { flash: { appRendered: number; pendingOff: number } }
      ).flash;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const html = document.documentElement;
      // English words are painted from the first paint until the app's render, unless the guard
      // keeps them unpainted; once the guard lifts before the app (the 3 s cap), from then on.
      const english = html.lang.startsWith('en')
        ? 0
        : Math.max(0, appRendered - Math.max(fcp, pendingOff || appRendered));
      return { fcp, appRendered, englishPainted: english, lang: html.lang };
    });
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { url, child } = await startStack();
try {
  console.log(`Home page first paint by browser language (390x844, CPU 4x slower, median of ${RUNS}):`);
  for (const languages of ['en-CA', 'fr-CA', 'fa-IR', 'zh-TW']) {
    for (const guard of languages === 'en-CA' ? [true] : [true, false]) {
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url, languages, guard));
      const m = (pick: (t: Timing) => number) => median(runs.map(pick)).toFixed(0);
      console.log(
        `  ${languages.padEnd(6)} ${guard ? 'guard  ' : 'no guard'} lang=${runs[0]?.lang} FCP ${m((t) => t.fcp)} ms, app rendered ${m((t) => t.appRendered)} ms, English words painted ${m((t) => t.englishPainted)} ms`,
      );
    }
  }
} finally {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}
