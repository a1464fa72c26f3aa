// The explore pages' search and filters. Choosing a filter changes the URL and the cards;
// the search, the filters and the page live in the URL, so reload and Back (from a post) keep them.

import { axeResults } from './helpers/axe.ts';
import { createMember, idToken } from './helpers/members.ts';
import { reviewShot } from './helpers/review-shots.ts';
import { expect, type Locator, test } from './helpers/test.ts';

// The search words' results through the same filters. Paging those results, and Back from a post, go
// through the same pager and URL as the list's pages below ("filters without search words…"); that
// search pages 30 at a time is search-posts.test's, its cursors search.test's.
test('filters on /wishlists change the URL and the search results; a reload keeps the words and filters', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await createMember(request, 'filterer');
  const token = await idToken(request, member);
  // A made-up word of its own, so other tests' books never mix with these.
  const word = `qf${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] ?? 'x')}`;
  const wish = async (title: string, types: string[], destination: string) => {
    const response = await request.post('/api/wishlists', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, types, destination, purchaseLink: 'https://www.example.org/book', price: 'CAD 10.00' },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  // One textbook for Kenya, and two novels for Peru.
  await wish(`Atlas ${word}`, ['Textbook'], 'Nairobi, Kenya');
  for (let i = 1; i <= 2; i += 1) await wish(`Novel ${word} #${i}`, ['Fiction'], 'Lima, Peru');
  // The index follows the table's stream (within seconds): wait until it has all three.
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/search?${new URLSearchParams({ q: word, kind: 'wishlist' })}`,
        );
        return ((await response.json()) as { items: unknown[] }).items.length;
      },
      { timeout: 30_000 },
    )
    .toBe(3);

  await page.goto('/wishlists');
  const list = page.getByRole('list', { name: 'Wishlists' });
  const atlas = list.getByRole('link', { name: `Atlas ${word}` });
  const novels = list.getByRole('link', { name: new RegExp(`^Novel ${word} #`) });

  await page.getByRole('searchbox', { name: 'Search wishlists' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(atlas).toBeVisible();
  await expect(novels).toHaveCount(2);

  // Book type: only the textbook.
  await page.getByLabel('Book type').selectOption('Textbook');
  await expect(page).toHaveURL(/[?&]type=Textbook/);
  await expect(novels).toHaveCount(0);
  await expect(atlas).toBeVisible();

  // Destination and Open only narrow further; a destination nobody asked for finds nothing.
  await page.getByLabel('Open only').check();
  await expect(page).toHaveURL(/[?&]open=1/);
  await page.getByLabel('Destination', { exact: true }).fill('Peru');
  await expect(page).toHaveURL(/[?&]destination=Peru/);
  await expect(page.getByText('No books match your search. Try fewer or different words.')).toBeVisible();
  await page.getByLabel('Destination', { exact: true }).fill('Kenya');
  await expect(page).toHaveURL(/[?&]destination=Kenya/);
  await expect(atlas).toBeVisible();

  // Novels for Peru.
  await page.getByLabel('Book type').selectOption('Fiction');
  await page.getByLabel('Destination', { exact: true }).fill('Peru');
  await expect(page).toHaveURL(/[?&]destination=Peru/);
  await expect(page).toHaveURL(/[?&]type=Fiction/);
  await expect(novels).toHaveCount(2);
  await expect(atlas).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search wishlists' })).toHaveValue(word);
  await expect(page.getByLabel('Book type')).toHaveValue('Fiction');
  await expect(page.getByLabel('Destination', { exact: true })).toHaveValue('Peru');
  await expect(page.getByLabel('Open only')).toBeChecked();
  await expect(novels).toHaveCount(2);
  await expect(atlas).toHaveCount(0);
});

test('a filtered page and one with no results, on a phone: labelled fields, no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/treats?type=Fiction&open=1&destination=Atlantis');
  await expect(page.getByText('No books match your search. Try fewer or different words.')).toBeVisible();
  // Folded on a phone: the three filters in force are chips; the button opens the fields.
  await expect(page.getByRole('button', { name: 'Remove filter: Atlantis' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters (3)' }).click();
  await expect(page.getByLabel('Book type')).toHaveValue('Fiction');
  await expect(page.getByLabel('Shipping destination')).toHaveValue('Atlantis');
  await expect(page.getByRole('checkbox', { name: 'Open only' })).toBeChecked();
  // Stacked on a phone: the fields never run off the screen.
  const box = await page.getByLabel('Shipping destination').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const results = await axeResults(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a place typed and Open only ticked before the pause ends are both kept: in the URL and after a reload', async ({
  page,
}) => {
  await page.goto('/treats');
  await expect(page.getByLabel('Shipping destination')).toHaveValue('');
  // Within the typing pause: the place's write comes after the tick's, and must build on it.
  await page.getByLabel('Shipping destination').fill('Peru');
  await page.getByLabel('Open only').check();
  await expect(page).toHaveURL(/[?&]destination=Peru/);
  await expect(page).toHaveURL(/[?&]open=1/);
  // The other way round: a tick while a place is still being typed.
  await page.getByLabel('Shipping destination').fill('Kenya');
  await page.getByLabel('Open only').uncheck();
  await expect(page).toHaveURL(/[?&]destination=Kenya/);
  await expect(page).not.toHaveURL(/[?&]open=1/);
  await page.getByLabel('Open only').check();
  await expect(page).toHaveURL(/[?&]open=1/);
  await page.reload();
  await expect(page.getByLabel('Shipping destination')).toHaveValue('Kenya');
  await expect(page.getByLabel('Open only')).toBeChecked();
});

// The list page kept in the URL is the same pager for treats (treats-page.tsx and wishlists-page.tsx
// share PagedPosts and its cursors): this wishlist list proves it for both.
test('filters without search words read the list itself: paged, and reload and Back keep filters and page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await createMember(request, 'placefilter');
  const token = await idToken(request, member);
  // A made-up place of its own, so other tests' wishes never mix with these.
  const place = `pf${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] ?? 'x')}`;
  const wish = async (title: string, types: string[]) => {
    const response = await request.post('/api/wishlists', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        types,
        destination: `Quito, ${place}`,
        purchaseLink: 'https://www.example.org/book',
        price: 'CAD 10.00',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  // 31 stories, two pages of them (30 and 1), and the newest, a textbook.
  for (let i = 1; i <= 31; i += 1) await wish(`Story of ${place} #${i}`, ['Fiction']);
  await wish(`Atlas of ${place}`, ['Textbook']);

  // Every request the cards come from: the list route, never search (no words typed).
  const searched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/search') searched.push(r.url());
  });
  await page.goto('/wishlists');
  const list = page.getByRole('list', { name: 'Wishlists' });
  const stories = list.getByRole('link', { name: new RegExp(`^Story of ${place} #`) });
  const atlas = list.getByRole('link', { name: `Atlas of ${place}` });
  const listed = page.waitForRequest((r) => /\/api\/wishlists\?.*destination=/.test(r.url()));
  await page.getByLabel('Destination', { exact: true }).fill(place);
  await expect(page).toHaveURL(new RegExp(`[?&]destination=${place}`));
  await listed;
  await expect(atlas).toBeVisible();
  await page.getByLabel('Book type').selectOption('Fiction');
  await page.getByLabel('Open only').check();
  await expect(page).toHaveURL(/[?&]open=1/);
  await expect(atlas).toHaveCount(0);
  await expect(stories).toHaveCount(30);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(stories).toHaveCount(1);
  await expect(list.getByRole('link', { name: `Story of ${place} #1`, exact: true })).toBeVisible();

  const kept = async () => {
    await expect(page.getByLabel('Book type')).toHaveValue('Fiction');
    await expect(page.getByLabel('Destination', { exact: true })).toHaveValue(place);
    await expect(page.getByLabel('Open only')).toBeChecked();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(list.getByRole('link', { name: `Story of ${place} #1`, exact: true })).toBeVisible();
    await expect(stories).toHaveCount(1);
  };
  await page.reload();
  await kept();
  await list.getByRole('link', { name: `Story of ${place} #1`, exact: true }).click();
  await expect(page).toHaveURL(/\/wishlist\/[^?/]+$/);
  await page.goBack();
  await kept();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(stories).toHaveCount(30);
  // Page 1 is the plain address again: no page in the URL.
  await expect(page).not.toHaveURL(/[?&]page=/);
  expect(searched).toEqual([]);
});

/** The first card of a list lies wholly inside a phone's first screen (390 x 844). */
async function firstCardOnFirstScreen(list: Locator): Promise<void> {
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const box = await first.boundingBox();
  expect(box, 'the first card has a place on the page').not.toBeNull();
  expect((box?.y ?? 844) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
}

test('on a phone the books come first: filters behind "Filters (n)", the active ones as removable chips', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wishlists');
  const list = page.getByRole('list', { name: 'Wishlists' });
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Book type')).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search wishlists' })).toBeVisible();
  await firstCardOnFirstScreen(list);
  await reviewShot(page, 'test-results/explore-390-after.png');

  // Open, choose two filters, close: the button counts them, each is a chip.
  await filters.click();
  await page.getByLabel('Book type').selectOption('Fiction');
  await page.getByRole('checkbox', { name: 'Open only' }).check();
  await expect(page).toHaveURL(/[?&]open=1/);
  const counted = page.getByRole('button', { name: 'Filters (2)' });
  await expect(counted).toHaveAttribute('aria-expanded', 'true');
  await counted.click();
  await expect(page.getByLabel('Book type')).toBeHidden();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([/Fiction/, /Open only/]);
  await firstCardOnFirstScreen(list);
  await reviewShot(page, 'test-results/explore-390-after-filtered.png');

  // A chip removes its own filter, and only that one.
  await page.getByRole('button', { name: 'Remove filter: Fiction' }).click();
  await expect(page).not.toHaveURL(/[?&]type=/);
  await expect(page).toHaveURL(/[?&]open=1/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter: Open only' }).click();
  await expect(page).toHaveURL(/\/wishlists$/);
  await expect(chips).toHaveCount(0);
  await expect(filters).toBeVisible();
});

test('on a phone the first card is on the first screen of treats and of search too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/treats');
  await firstCardOnFirstScreen(page.getByRole('list', { name: 'Treats' }));
  await page.goto('/search?q=hobbit');
  await firstCardOnFirstScreen(page.getByRole('list', { name: 'Search results' }));
});

test('from 640 px wide the filters stand open beside the search, with no Filters button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/wishlists?type=Fiction');
  await expect(page.getByLabel('Book type')).toBeVisible();
  await expect(page.getByLabel('Book type')).toHaveValue('Fiction');
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
});
