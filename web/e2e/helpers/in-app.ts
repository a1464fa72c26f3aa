// The app's own way to another page, as one of its links takes a member there: no new document, so
// the app, its language's words and axe stay loaded. A new document boots the app again, about a
// CPU-second of Chromium's each time on this machine; what a page shows does not depend on how it was
// reached. The wait is for the next page's heading: a new element, or new words in the same one (a
// page of the same kind may keep its element).
import { expect, type Page } from '@playwright/test';

export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.locator('main h1').first().elementHandle();
  const beforeText = (await before?.textContent()) ?? null;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // The next page's heading, not the last one's (the app keeps a page on screen until the next has come).
  await page.waitForFunction(
    ([old, oldText]) => {
      const heading = document.querySelector('main h1');
      return heading !== null && (heading !== old || heading.textContent !== oldText);
    },
    [before, beforeText] as const,
  );
  await before?.dispose();
}

/** A served page (an explore page's or a post's shell, which paint before the app's code) has been
 * replaced by the app: what follows meets the app, not the served HTML. */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root > [data-shell]')).toHaveCount(0);
}

/** Holds the app's script on its way, as a slow network does; the answer lets it arrive. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    // A page left meanwhile (a link followed before the app came) has no request left to continue.
    await route.continue().catch(() => {});
  });
  return release;
}
