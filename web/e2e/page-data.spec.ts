// A post page and an explore page carry their first view's data in the HTML: a visitor
// sees the book without the app asking the API, even when the API does not answer; a signed-in owner
// still gets their own view (their step of the exchange), which the page's public data never holds.
// A post page is also served in its shell: the menu and the cover paint before the app runs.

import { createMember, idToken, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

/** Aborts every call to `pattern` and counts them. */
async function blockApi(page: Page, pattern: RegExp) {
  const calls: string[] = [];
  await page.route(pattern, (route) => {
    calls.push(route.request().url());
    return route.abort();
  });
  return calls;
}

test('a visitor sees the wish and the list from the page itself; the owner still sees their step', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [owner, giver] = await Promise.all([
    createMember(request, 'pagedata-owner'),
    createMember(request, 'pagedata-giver'),
  ]);
  const [ownerToken, giverToken] = await Promise.all([idToken(request, owner), idToken(request, giver)]);
  const title = `Le Petit Prince </script> & friends ${Date.now()}`;
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      title,
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/petit-prince',
      price: 'CAD 14.00',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const offered = await request.post(`/api/wishlists/${id}/offer`, {
    headers: { authorization: `Bearer ${giverToken}` },
    data: {},
  });
  expect(offered.status()).toBe(200);

  // The API is down for this visitor: the wish shows all the same, from the page's own data.
  const detailCalls = await blockApi(page, new RegExp(`/api/wishlists/${id}$`));
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Its Activity timeline too.
  await expect(page.getByRole('heading', { name: 'Offered' })).toBeVisible();
  // Only the owner is asked to share an address.
  await expect(page.getByRole('heading', { name: 'Accept the offer' })).toHaveCount(0);
  expect(detailCalls).toEqual([]);

  const listCalls = await blockApi(page, /\/api\/wishlists\?/);
  await page.goto('/wishlists');
  await expect(
    page.getByRole('list', { name: 'Wishlists' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  // The card is in the served page already: the app's code is measured once the app has taken over.
  await expect(page.locator('#root > [data-shell]')).toHaveCount(0);
  expect(listCalls).toEqual([]);
  // The page's code comes in one round: what every lazy page loads with it (the query cache's
  // provider) is asked for with the page's own chunks, not found only once the app's entry has run.
  const [entryLoaded, scopeAsked] = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const at = (pattern: RegExp) => resources.find((resource) => pattern.test(resource.name));
    return [at(/\/assets\/index-[^/]+\.js$/)?.responseEnd, at(/\/assets\/query-scope-[^/]+\.js$/)?.startTime];
  });
  expect(scopeAsked, "the query cache's code was asked for before the entry had arrived").toBeLessThan(
    entryLoaded ?? Number.NEGATIVE_INFINITY,
  );
  await page.unrouteAll();

  // Signed in, the owner's own view comes from the API: their step of the exchange.
  await signIn(page, owner);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accept the offer' })).toBeVisible();
});

test('a post page shows its menu and cover before the app runs, then the app takes over in place', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createMember(request, 'pagedata-shell');
  const token = await idToken(request, owner);
  const title = `Anne of Green Gables ${Date.now()}`;
  const created = await request.post('/api/treats', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, shippingDestination: 'Canada' },
  });
  const id = ((await created.json()) as { id: string }).id;

  // Without the app's code: the served page alone.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`/treat/${id}`);
  const shellCover = page.locator('#root > [data-shell] main img');
  await expect(shellCover).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bookwish home' })).toBeVisible();
  // The details come with the app; the footer waits for it too (it would move down under them).
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.locator('#root > [data-shell] footer')).toBeHidden();
  const before = await shellCover.boundingBox();
  const coverFile = new URL((await shellCover.getAttribute('src')) ?? '', page.url()).href;

  await page.unrouteAll();
  await page.goto(`/treat/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The app's code (its entry, the page's chunks, the catalogue) is asked for once the cover is on
  // the screen, not before: on a phone the cover has the connection to itself and shows first.
  const [coverShown, scriptAsked] = await page.evaluate(async (file) => {
    const paints = await new Promise<PerformanceEntryList>((done) => {
      new PerformanceObserver((list) => done(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => done([]), 5_000);
    });
    const cover = paints.find((entry) => (entry as PerformanceEntry & { url: string }).url === file);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return [
      (cover as (PerformanceEntry & { renderTime: number }) | undefined)?.renderTime,
      scripts.length > 0 ? Math.min(...scripts) : undefined,
    ];
  }, coverFile);
  expect(coverShown, 'the cover was painted').toBeGreaterThan(0);
  expect(
    scriptAsked,
    "the app's first script was asked for after the cover was painted",
  ).toBeGreaterThanOrEqual(coverShown ?? Number.POSITIVE_INFINITY);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  // The app's cover is where the shell's was.
  const after = await page.locator('main article img').first().boundingBox();
  expect(after).toEqual(before);
});
