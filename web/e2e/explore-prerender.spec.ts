// The explore pages paint their first books from the served HTML, before the app's code runs: on a
// phone with JavaScript off the cards are there (in the visitor's language), and when the app takes
// over it draws the same cards in the same places, without asking the API again.

import { createMember, idToken } from './helpers/members.ts';
import { expect, type Locator, test } from './helpers/test.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function postWish(request: Parameters<typeof createMember>[0], title: string) {
  const owner = await createMember(request, 'explore-shell');
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${await idToken(request, owner)}` },
    data: {
      title,
      author: 'Lucy Maud Montgomery',
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/anne',
      price: 'CAD 12.00',
    },
  });
  expect(created.status()).toBe(201);
}

test('with JavaScript off, /wishlists shows its newest books, in the visitor’s language', async ({
  browser,
  request,
}) => {
  const title = `Anne of Avonlea ${Date.now()}`;
  await postWish(request, title);

  for (const [language, heading] of [
    ['en-CA', 'Explore Wishlists'],
    ['fa-IR', 'گشتی در فهرست‌های آرزو'],
  ] as const) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      // The browser's language, which it sends as Accept-Language.
      locale: language,
    });
    const page = await context.newPage();
    await page.goto('/wishlists');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const card = page.getByRole('list').getByRole('listitem').filter({ hasText: title });
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    await expect(card.getByText('Lucy Maud Montgomery')).toBeVisible();
    // Its cover's box is there before any picture arrives (width and height in the HTML).
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('width', '400');
    await expect(cover).toHaveAttribute('height', '600');
    if (language.startsWith('fa')) {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(card.getByText('منتشر شد')).toBeVisible();
    }
    await context.close();
  }
});

/** Where each of the first cards is: its cover and its title. */
async function cardBoxes(list: Locator, titles: string[]) {
  return Promise.all(
    titles.map(async (title) => {
      const card = list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name: title }) });
      return [await card.locator('img').boundingBox(), await card.getByRole('link').boundingBox()];
    }),
  );
}

test('the app takes over the served cards without moving them and without asking the API', async ({
  page,
  request,
}) => {
  await postWish(request, `Rilla of Ingleside ${Date.now()}`);
  const listCalls: string[] = [];
  await page.route(/\/api\/wishlists\?/, (route) => {
    listCalls.push(route.request().url());
    return route.abort();
  });
  // The app's entry is held until the served page has been measured.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((asked) => {
    void page.route(/\/assets\/index-[^/]+\.js$/, (route) => {
      asked();
      releaseEntry = () => void route.continue();
    });
  });
  // Not to its load event: the entry this test holds may be what the load event waits for.
  await page.goto('/wishlists', { waitUntil: 'commit' });
  const served = page.locator('#root > [data-shell="explore"]');
  const list = page.getByRole('list', { name: 'Wishlists' });
  await expect(served.getByRole('list', { name: 'Wishlists' }).getByRole('listitem').first()).toBeVisible();
  await entryHeld;
  // Measured in the page's own font, as the app will draw it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const titles = (await served.getByRole('listitem').getByRole('link').allTextContents()).slice(0, 4);
  expect(titles.length).toBeGreaterThan(0);
  const before = await cardBoxes(list, titles);
  const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();

  releaseEntry();
  // The app has replaced the served page: its own list, the same cards in the same boxes.
  await expect(served).toHaveCount(0);
  await expect(list.getByRole('link', { name: titles[0] })).toBeVisible();
  expect(await cardBoxes(list, titles)).toEqual(before);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBefore);
  expect(listCalls).toEqual([]);
});
