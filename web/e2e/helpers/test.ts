// Playwright's `test` for every spec, with one addition: the browser contexts a test opens itself
// (`browser.newContext()`, a second member's phone) are closed when it passes. Playwright closes only
// the contexts of its own `page` fixture; the others stayed open for the rest of the worker's life,
// their pages still running (an offline page waiting to retry, a volunteer's inbox), in the one browser
// every later test of that worker shares. A failed test keeps them, for its screenshots.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
