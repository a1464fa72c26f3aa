// A deploy while a phone holds the old build, every file served no-cache (the browser's own cache
// never stands in) and the build replaced. A phone that read /about and a post reopens them after the
// deploy, offline or on a link slower than the service worker's 4 s page timeout, and gets the pages
// it kept: the old build's HTML, naming scripts the new build does not have. The new worker keeps the
// old build's code (vite.config.ts keepPreviousBuilds) and the site keeps the old assets through the
// grace period (infra/src/asset-sweep.ts): no blank page, whatever the link. After the grace the old
// assets are gone from the site; a page kept from the old build still opens from the worker, and once
// online the phone is on the new build's pages.
// The deploy is played for this context alone (functions/src/local/front/deploy-play.ts); the next
// build is web/dist under other asset names (helpers/next-build.ts, about a second).
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken } from './helpers/members.ts';
import { makeNextBuild } from './helpers/next-build.ts';
import { updateServiceWorker } from './helpers/phone.ts';
import { type BrowserContext, expect, type Page, test } from './helpers/test.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const about = 'A little nonprofit with a lot of books';
/** Well past the worker's 4 s page timeout, well within the test's. */
const SLOW_PAGE_MS = 12_000;

test.beforeAll(() => {
  makeNextBuild();
});

async function serve(
  context: BrowserContext,
  baseURL: string,
  stage: 'old' | 'next' | 'next-pruned',
  slow = 0,
) {
  await context.addCookies([
    { name: 'bookwish-deploy', value: stage, url: baseURL },
    { name: 'bookwish-slow-pages', value: String(slow), url: baseURL },
  ]);
}

/** The build whose scripts the page in the tab names: 'next' when it is the deploy's new build. */
async function buildOfPage(page: Page): Promise<'old' | 'next'> {
  const scripts = await page
    .locator('script[src*="/assets/"]')
    .evaluateAll((found) => found.map((script) => script.getAttribute('src') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.every((src) => src.includes('-next.')) ? 'next' : 'old';
}

/** The page a person sees: its heading, and none of the failures a missing script leaves. */
async function opens(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(messages.connection.shellFailed)).toHaveCount(0);
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);
}

test('a phone holding the old build opens its pages after a deploy: offline, on a slow link, after the grace period', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('The e2e stack gives the base URL.');
  const owner = await createMember(request, 'deploy-owner');
  const title = `Anne of Green Gables, deploy day ${Date.now()}`;
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${await idToken(request, owner)}` },
    data: { title, destination: 'Canada', purchaseLink: 'https://www.example.org/anne', price: 'CAD 9.00' },
  });
  expect(created.status()).toBe(201);
  const post = `/wishlist/${((await created.json()) as { id: string }).id}`;

  await test.step('before the deploy: the phone reads /about and a post', async () => {
    await serve(context, baseURL, 'old');
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await opens(page, '/about', about);
    await opens(page, post, title);
  });

  await test.step('the deploy: the next build, the old assets kept; the phone gets its worker', async () => {
    await serve(context, baseURL, 'next');
    await updateServiceWorker(page);
    await page.goto('/');
    expect(await buildOfPage(page)).toBe('next');
  });

  await test.step('offline: the pages kept from the old build open', async () => {
    await context.setOffline(true);
    await opens(page, '/about', about);
    expect(await buildOfPage(page)).toBe('old');
    await opens(page, post, title);
    expect(await buildOfPage(page)).toBe('old');
    await context.setOffline(false);
  });

  await test.step('on a slow link, in the grace period: past the timeout the kept page opens', async () => {
    await serve(context, baseURL, 'next', SLOW_PAGE_MS);
    await opens(page, '/about', about);
    expect(await buildOfPage(page)).toBe('old');
  });

  await test.step('after the grace period the old assets are gone: the kept post still opens', async () => {
    await serve(context, baseURL, 'next-pruned', SLOW_PAGE_MS);
    // The post was not asked for since the deploy: the page kept is the old build's.
    await opens(page, post, title);
    expect(await buildOfPage(page)).toBe('old');
    await context.setOffline(true);
    await opens(page, post, title);
    await context.setOffline(false);
  });

  await test.step('online again, the phone is on the new build and stays so offline', async () => {
    await serve(context, baseURL, 'next-pruned');
    await opens(page, '/about', about);
    expect(await buildOfPage(page)).toBe('next');
    await opens(page, post, title);
    expect(await buildOfPage(page)).toBe('next');
    await context.setOffline(true);
    await opens(page, '/about', about);
    expect(await buildOfPage(page)).toBe('next');
    await context.setOffline(false);
  });
});
