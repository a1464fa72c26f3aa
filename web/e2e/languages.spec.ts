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

test('the home banner is one sentence in the language: French words, Persian digits', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bookwish.language', 'fr-CA'));
  await page.goto('/');
  const banner = page.locator('#join-banner');
  await expect(banner.locator('strong')).toHaveText(
    'L’édition 2025 de Pleins feux sur les auteurs est ouverte.',
  );
  await expect(banner).toContainText('Vous écrivez en Colombie-Britannique');

  await page.locator('footer').getByRole('combobox', { name: 'Langue' }).selectOption('fa');
  await expect(banner.locator('strong')).toHaveText('ثبت‌نام نویسندهٔ برگزیدهٔ ۲۰۲۵ آغاز شده است.');
  await expect(banner).not.toContainText('2025');
});

test('the installed app is described in the language: the page links its own manifest', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
  const english = await (await page.request.get('/manifest.webmanifest')).json();
  expect(english).toMatchObject({ name: 'Bookwish', lang: 'en-CA', dir: 'ltr' });

  // The app has replaced the prerendered home (its switcher is the one that acts).
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  const switcher = page.locator('footer').getByRole('combobox');
  const seen = new Set<string>([english.description]);
  for (const [locale, lang, dir] of [
    ['fr-CA', 'fr-CA', 'ltr'],
    ['zh-Hant', 'zh-Hant', 'ltr'],
    ['zh-Hans', 'zh-Hans', 'ltr'],
    ['pa', 'pa-Guru-IN', 'ltr'],
    ['fa', 'fa', 'rtl'],
  ] as const) {
    await switcher.selectOption(locale);
    await expect(link).toHaveAttribute('href', `/manifest.${locale}.webmanifest`);
    const answer = await page.request.get(`/manifest.${locale}.webmanifest`);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    // The same app (id, start, icons), named Bookwish, described in the language.
    expect(manifest).toMatchObject({ id: '/', start_url: '/', name: 'Bookwish', lang, dir });
    expect(manifest.icons).toEqual(english.icons);
    expect(seen.has(manifest.description), locale).toBe(false);
    seen.add(manifest.description);
  }
  const persian = await (await page.request.get('/manifest.fa.webmanifest')).json();
  expect(persian.description).toMatch(/[\u0600-\u06FF]/);

  // A visitor whose language is already chosen gets it from the first load.
  await page.reload();
  await expect(link).toHaveAttribute('href', '/manifest.fa.webmanifest');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'fr-CA' });

  test('a French visitor is told in French that the site needs JavaScript, and the page links the French manifest', async ({
    page,
  }) => {
    // A page the page function answers in the visitor's language (the explore lists, the posts).
    const answer = await page.goto('/wishlists');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // The notice is what the browser paints in place of the app (Playwright's locators do not read
    // inside <noscript>, so the page as served is read).
    const html = (await answer?.text()) ?? '';
    expect(html).toContain(
      '<noscript>Bookwish a besoin de JavaScript pour fonctionner. Veuillez l’activer, puis recharger la page.</noscript>',
    );
    expect(html).not.toContain('Bookwish needs JavaScript');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.fr-CA.webmanifest');
  });
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
