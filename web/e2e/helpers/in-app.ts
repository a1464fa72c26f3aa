// The app's own way to another page, as one of its links takes a member there: no new document, so
// the app, its language's words and axe stay loaded. A new document boots the app again, about a
// CPU-second of Chromium's each time on this machine; what a page shows does not depend on how it was
// reached. To a page of another kind than the one on screen (another route's component): the wait is
// for a new heading, and a post opened from a post would keep its element.
import type { Page } from '@playwright/test';

export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.locator('main h1').first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // The next page's heading, not the last one's (the app keeps a page on screen until the next has come).
  await page.waitForFunction((old) => {
    const heading = document.querySelector('main h1');
    return heading !== null && heading !== old;
  }, before);
  await before?.dispose();
}
