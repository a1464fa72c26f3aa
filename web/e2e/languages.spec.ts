// Languages: the footer's switcher changes the language at once, keeps the page and its query string,
// and is remembered (localStorage and the cookie the servers read); Persian mirrors the page; the
// browser's language picking one is catalogue-failure.spec's French visitor; a signed-in member's
// choice is sent with their settings. The pseudo-locale (every text ~40% longer, accented: tests only)
// shows no text overflowing a phone's width.

import { createMember, logIn } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('the footer switcher changes the language at once, keeps the page and query, and remembers', async ({
  page,
  context,
}) => {
  await page.goto('/wishlists?type=Fiction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const switcher = page.locator('footer').getByRole('combobox', { name: 'Language' });
  await expect(switcher.locator('option')).toHaveText([
    'English',
    'Français',
    '繁體中文',
    '简体中文',
    'ਪੰਜਾਬੀ',
    'فارسی',
  ]);
  await switcher.selectOption('fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page).toHaveURL(/\/wishlists\?type=Fiction$/);
  expect(await page.evaluate(() => localStorage.getItem('bookwish.language'))).toBe('fa');
  expect((await context.cookies()).find((cookie) => cookie.name === 'bookwish_lang')?.value).toBe('fa');

  // Mirrored: the menu button, at the end of the bar, is now on the left.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('banner').locator('button[aria-haspopup="dialog"]');
  const box = await menu.boundingBox();
  expect(box && box.x < 390 / 2).toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('footer').getByRole('combobox')).toHaveValue('fa');
});

test("a signed-in member's choice is stored with their settings", async ({ page, request }) => {
  const member = await createMember(request, 'language');
  await logIn(page, member);
  const saved = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/me/notifications') && sent.method() === 'PUT',
  );
  await page.locator('footer').getByRole('combobox', { name: 'Language' }).selectOption('pa');
  expect((await saved).postDataJSON()).toEqual({ language: 'pa' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa-Guru-IN');
});

test.describe('the pseudo-locale on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/wishlists', '/login', '/about']) {
    test(`${path}: every text is the longer one, and none overflows the screen`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('bookwish.language', 'en-XA'));
      await page.goto(path);
      await expect(page.locator('footer, form').first()).toContainText(/[áéíöü]/);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
          .filter((el) => {
            const rect = el.getBoundingClientRect();
            return rect.right > window.innerWidth + 1 || rect.left < -1;
          })
          .filter((el) => !el.closest('dialog:not([open]), [aria-hidden="true"], .sr-only'))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
