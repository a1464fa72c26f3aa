// The prerendered home page and a post page's shell, read before the app's code has arrived (a slow
// phone): what a screen reader announces (labels, alt texts, the page's words) is in the visitor's
// language, not the build's English; and a language chosen in the page's footer before the app starts
// is the one the app starts in.
import { demoPostIds } from '../../functions/src/local/demo-data.ts';
import { holdAppScript } from './helpers/in-app.ts';
import { type Catalogue, catalogueOf } from './helpers/language-checks.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const english = catalogueOf('en');
const prerendered = '#root > [data-prerendered]';

/** The prerendered page's names and words (aria-label, alt, placeholder, title, text) that are an
 * English message of the catalogue where the reader's language has another. */
async function englishLeft(page: Page, own: Catalogue): Promise<string[]> {
  const texts = await page.locator(prerendered).evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  const englishOnly = new Set(
    Object.entries(english)
      .filter(([key, message]) => own[key] !== message && !message.includes('{'))
      .map(([, message]) => message),
  );
  return texts.filter((text) => englishOnly.has(text));
}

for (const locale of ['fa', 'fr-CA'] as const) {
  const own = catalogueOf(locale);

  test.describe(`a ${locale} visitor before the app has started`, () => {
    test.use({ locale });

    test('the home page names its menu, links and pictures in their language', async ({ page }) => {
      const release = await holdAppScript(page);
      // Not waiting for "DOMContentLoaded": on / it waits for the held script.
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('button', { name: own['sideSheet.openMenu'] })).toBeVisible();
      await expect(page.getByRole('link', { name: own['topMenu.bookwishHome'] }).first()).toBeVisible();
      await expect(page.locator(prerendered)).toHaveCount(1);
      expect(await englishLeft(page, own)).toEqual([]);
      release();
    });

    test("a post page's shell names its menu and cover in their language", async ({ page }) => {
      const release = await holdAppScript(page);
      await page.goto(`/wishlist/${demoPostIds.closedWishlist}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('button', { name: own['sideSheet.openMenu'] })).toBeVisible();
      await expect(page.locator(`${prerendered}[data-shell]`)).toHaveCount(1);
      // The post's own cover stays the one the server put in, its alt in their language.
      const cover = page.locator(`${prerendered} main img`);
      await expect(cover).toHaveAttribute('src', /\S/);
      expect(await cover.getAttribute('src')).not.toContain('__bookwish');
      expect(await englishLeft(page, own)).toEqual([]);
      release();
    });
  });
}

test.describe('a Persian visitor whose connection drops before the app arrives', () => {
  test.use({ locale: 'fa' });

  test('the post shell says so in Persian, with a reload in Persian', async ({ page }) => {
    const persian = catalogueOf('fa');
    await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`/wishlist/${demoPostIds.closedWishlist}`);
    const notice = page.getByRole('alert').filter({ hasText: persian['msg.connection.shellFailed'] });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: persian['msg.connection.reload'] })).toBeVisible();
  });
});

test.describe('a French visitor who picks Persian in the footer before the app has started', () => {
  test.use({ locale: 'fr-CA' });

  test('the app starts in Persian', async ({ page, context }) => {
    const release = await holdAppScript(page);
    const persian = catalogueOf('fa');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(
      page.getByRole('button', { name: catalogueOf('fr-CA')['sideSheet.openMenu'] }),
    ).toBeVisible();
    await page.locator(`${prerendered} footer select`).selectOption('fa');
    // Shown at once in the prerendered page, and remembered as the app remembers a choice.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByRole('button', { name: persian['sideSheet.openMenu'] })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('bookwish.language'))).toBe('fa');
    expect((await context.cookies()).find((cookie) => cookie.name === 'bookwish_lang')?.value).toBe('fa');

    release();
    // The app has replaced the prerendered page, in Persian.
    await expect(page.locator(prerendered)).toHaveCount(0);
    await expect(page.getByRole('button', { name: persian['sideSheet.openMenu'] })).toBeVisible();
    await expect(page.locator('footer').getByRole('combobox')).toHaveValue('fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
