// Paging over 31+ wishlists: 30 on page 1, Next, at least one on page 2, and
// Previous back to the first page. The wishlists are made through the API (the form has its own spec).

import { createMember, idToken } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('30 wishlists a page, Next only when more exist, Previous above page 1', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'pager');
  const token = await idToken(request, member);
  const stamp = Date.now();
  for (let i = 1; i <= 31; i += 1) {
    const response = await request.post('/api/wishlists', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Paging wish ${stamp} #${i}`,
        destination: 'Canada',
        purchaseLink: 'https://www.example.org/book',
        price: 'CAD 10.00',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/wishlists');
  const list = page.getByRole('list', { name: 'Wishlists' });
  const titles = () => list.getByRole('heading').allTextContents();
  // Titles repeat across posts; the detail links name each post once.
  const ids = () =>
    list.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  const settled = () => expect(list).toHaveAttribute('aria-busy', 'false');
  const ours = (all: string[]) => all.filter((t) => t.startsWith(`Paging wish ${stamp} #`));

  await expect(list.getByRole('listitem')).toHaveCount(30);
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await settled();
  const pages: string[][] = [await ids()];
  const ourTitles: string[] = ours(await titles());

  // Next, page by page, to the last one (no Next there). Cursor paging: no title shows twice, and
  // other tests adding wishlists meanwhile only add to the top, never shift what we walk through.
  while (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page ${pages.length + 1}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    await settled();
    const seen = pages.flat();
    await expect.poll(async () => (await ids()).some((id) => seen.includes(id))).toBe(false);
    pages.push(await ids());
    ourTitles.push(...ours(await titles()));
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const full of pages.slice(0, -1)) expect(full).toHaveLength(30);
  expect(pages.at(-1)?.length).toBeGreaterThanOrEqual(1);
  expect(ourTitles.sort()).toEqual(
    Array.from({ length: 31 }, (_, i) => `Paging wish ${stamp} #${i + 1}`).sort(),
  );

  // Previous, page by page, back to page 1, which has no Previous and shows the same 30 (after any new).
  for (let current = pages.length - 1; current >= 1; current -= 1) {
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Page ${current}`)).toBeVisible();
  }
  await settled();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(30);
  // Page 1 is the newest: what other specs posted meanwhile comes first, then the page as it was.
  const back = await ids();
  const added = back.filter((id) => !pages.flat().includes(id));
  expect(back).toEqual([...added, ...(pages[0] ?? []).slice(0, 30 - added.length)]);
});
