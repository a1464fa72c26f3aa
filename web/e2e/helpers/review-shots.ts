// Screenshots for a person's review, taken only with BOOKWISH_SCREENSHOTS=1 (`npm run e2e`): nothing
// asserts them, and a CI machine's test-results folder is gone with it, while a full-page capture
// costs a busy core seconds.
import type { Page, PageScreenshotOptions } from '@playwright/test';

export const SCREENSHOTS = process.env.BOOKWISH_SCREENSHOTS === '1';

/** The page as it is now, written to `path` when screenshots are asked for. */
export async function reviewShot(
  page: Page,
  path: string,
  options: PageScreenshotOptions = {},
): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ ...options, path });
}
