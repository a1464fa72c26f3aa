// The installable app (vite.config.ts's installableApp, src/lib/service-worker.ts): after one visit a
// visitor's pages open offline from the service worker's caches, with the offline banner; a page never
// read offline still finds its code; a new build's worker takes over and the tab's next navigation loads
// the new build (never "Bookwish has been updated"); and Chromium finds nothing in the way of installing.
// The other specs block service workers (playwright.config.ts); these run with it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken } from './helpers/members.ts';
import { goFromMenu, updateServiceWorker } from './helpers/phone.ts';
import { chromium, expect, type Page, test } from './helpers/test.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const homeHeading = 'Gift a book. Grant a wish.';
const about = 'A little nonprofit with a lot of books';
const SW_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/** Until the service worker has installed (the app's code precached) and controls this page. */
async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: messages.connection.offlineBanner });
}

test('after one visit, the home page and a post read before open offline, with the offline banner', async ({
  page,
  context,
  request,
}) => {
  const owner = await createMember(request, 'pwa-owner');
  const title = `The Hobbit, offline ${Date.now()}`;
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${await idToken(request, owner)}` },
    data: {
      title,
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/hobbit',
      price: 'CAD 12.00',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  await untilControlled(page);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  await expect(offlineBanner(page)).toBeVisible();

  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // A page never opened before: the app and that page's code come from the cache, and it renders.
  await goFromMenu(page, 'About');
  await expect(page.getByRole('heading', { level: 1, name: about })).toBeVisible();
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);
  await expect(page.getByText(messages.connection.updatedTitle)).toHaveCount(0);
  await expect(offlineBanner(page)).toBeVisible();
});

test('a new build deployed while the tab is open takes over on the next navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  await untilControlled(page);
  await page.evaluate(() => {
    (window as unknown as { openSinceBefore: boolean }).openSinceBefore = true;
  });

  // The site is deployed again: the served sw.js is another build's (another revision of the home
  // page, and a worker that names its build). Written where the local front serves it from: a
  // service worker's own script is fetched by the browser, out of reach of Playwright's routes. Only
  // this file's tests run a service worker, one after another.
  const served = readFileSync(SW_FILE, 'utf8');
  try {
    writeFileSync(
      SW_FILE,
      `${served.replace(/(url:"index\.html",revision:")[^"]+"/, '$1next-build"')}
self.addEventListener('message', (event) => event.source.postMessage('next-build'));
`,
    );
    await updateServiceWorker(page);
  } finally {
    writeFileSync(SW_FILE, served);
  }

  await goFromMenu(page, 'About');
  await expect(page.getByRole('heading', { level: 1, name: about })).toBeVisible();
  await expect(page.getByText(messages.connection.updatedTitle)).toHaveCount(0);
  // A whole new page, not the old tab's code showing the next route, and the new build's worker
  // serves it.
  expect(await page.evaluate(() => 'openSinceBefore' in window)).toBe(false);
  const build = await page.evaluate(
    () =>
      new Promise<unknown>((done) => {
        navigator.serviceWorker.addEventListener('message', (event) => done(event.data), { once: true });
        navigator.serviceWorker.controller?.postMessage('build?');
      }),
  );
  expect(build).toBe('next-build');
});

test('Chromium finds nothing in the way of installing the app', async ({
  baseURL,
  launchOptions,
}, testInfo) => {
  // Not in the test's own context: Playwright's contexts are incognito, where Chromium installs
  // nothing ("in-incognito"). A browser with a profile of its own, as a person's would be.
  const profile = testInfo.outputPath('profile');
  const browser = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await untilControlled(page);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const cdp = await browser.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
  }
});
