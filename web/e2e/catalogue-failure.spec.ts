// A language's words that do not arrive, at 390 px: a visitor never reads the build's short ids, and a
// switch that fails says so and stores the choice nowhere.

import { createMember } from './helpers/members.ts';
import { type APIRequestContext, type BrowserContext, expect, type Request, test } from './helpers/test.ts';
import { PHONE, phonePage } from './helpers/unlucky-a.ts';

/** The files of each language's catalogue chunk, as index.html's head script names them. */
async function catalogueFiles(request: APIRequestContext): Promise<Record<string, string[]>> {
  const html = await (await request.get('/')).text();
  const found = /const chunks = (\{[^;]*\});/.exec(html)?.[1];
  expect(found, 'index.html names the catalogue chunks').toBeTruthy();
  return JSON.parse(found ?? '{}') as Record<string, string[]>;
}

/** These languages' catalogues fail to arrive (a dropped connection) until the returned switch is off. */
async function failCatalogues(context: BrowserContext, files: string[]) {
  const failing = { on: true };
  await context.route(
    (url) => failing.on && files.includes(url.pathname),
    (route) => route.abort('internetdisconnected'),
  );
  return failing;
}

test('a French visitor whose French and English words both fail reads words, never ids, and gets French once back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const chunks = await catalogueFiles(request);
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-CA' });
  const failing = await failCatalogues(context, [...(chunks['fr-CA'] ?? []), ...(chunks.en ?? [])]);
  const page = await context.newPage();
  await page.goto('/');

  // The notice in the visitor's own language, with a way forward.
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Bookwish n’a pas pu charger ses textes');
  await expect(notice.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  // The prerendered page stays, in French (the build's French page, which the head script puts in
  // place of the English one), its words painted (not left transparent while the app's are missing).
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Offrez un livre. Exaucez un souhait.');
  expect(await heading.evaluate((h) => getComputedStyle(h).color)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeAttached();
  // No link, button or heading reads like a short id ("p7", "0").
  const ids = page.locator('a, button, h1, h2, h3').filter({ hasText: /^\s*[0-9a-z]{1,3}\s*$/ });
  await expect(ids).toHaveCount(0);

  // "Try again" while still failing: the notice stays, still no ids.
  await notice.getByRole('button', { name: 'Réessayer' }).click();
  await expect(notice.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  await expect(ids).toHaveCount(0);

  // Back online: the words are asked for again, and the app takes over in French.
  failing.on = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(heading).toHaveText('Offrez un livre. Exaucez un souhait.');
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  // The browser's language chose it: the page says so to screen readers, and the switcher shows it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('footer').getByRole('combobox')).toHaveValue('fr-CA');
  await context.close();
});

test('a member whose French catalogue fails to arrive reads why, in English, and nothing stores French', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const chunks = await catalogueFiles(request);
  const member = await createMember(request, 'words-fail');
  const page = await phonePage(browser, member);
  const failing = await failCatalogues(page.context(), chunks['fr-CA'] ?? []);
  const settingsWrites: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/me/notifications')) settingsWrites.push(r);
  });
  await page.goto('/');
  // The app has replaced the prerendered page (its switcher is the one that acts).
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift a book. Grant a wish.');

  const switcher = page.locator('footer').getByRole('combobox', { name: 'Language' });
  await switcher.selectOption('fr-CA');
  await expect(page.locator('footer').getByRole('alert')).toHaveText(
    'Français could not be loaded, so the page stays as it was. Check your connection, then choose it again.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift a book. Grant a wish.');
  await expect(switcher).toHaveValue('en');
  // Stored nowhere: not in this browser (storage, cookie) and not in the member's settings.
  expect(await page.evaluate(() => localStorage.getItem('bookwish.language'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('bookwish_lang');
  expect(settingsWrites).toHaveLength(0);

  // The connection is back: choosing again switches, and both places store it.
  failing.on = false;
  await switcher.selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offrez un livre. Exaucez un souhait.');
  expect(await page.evaluate(() => localStorage.getItem('bookwish.language'))).toBe('fr-CA');
  await expect.poll(() => settingsWrites.length).toBe(1);
  await page.context().close();
});
