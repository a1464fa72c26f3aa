// Issue 4, Must show 6: paging over 31+ wishlists: 30 on page 1, Next, at least one on page 2, and
// Previous back to the first page. The wishlists are made through the API (the form has its own spec).
import { expect, test } from '@playwright/test';
import { createMember, idToken } from './helpers/members.ts';

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
  await expect(list.getByRole('listitem')).toHaveCount(30);
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  const page1 = await titles();
  // Newest first: ours are the newest, so page 1 is all ours (createdAt has one-second steps, so
  // their order within a second is not asserted).
  expect(page1.filter((t) => t.startsWith(`Paging wish ${stamp} #`))).toHaveLength(30);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  await expect.poll(async () => (await titles()).some((t) => page1.includes(t))).toBe(false);
  const page2 = await titles();
  expect(page2.length).toBeGreaterThanOrEqual(1);
  // The 31st of ours is the first on page 2 or, if it shares a second with others, still there.
  expect([...page1, ...page2].filter((t) => t.startsWith(`Paging wish ${stamp} #`))).toHaveLength(31);

  // Walk to the end: the last page has no Next.
  let current = 2;
  const settled = () => expect(list).toHaveAttribute('aria-busy', 'false');
  await settled();
  while (await page.getByRole('button', { name: 'Next' }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
    current += 1;
    await expect(page.getByText(`Page ${current}`)).toBeVisible();
    await settled();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // Previous, page by page, back to page 1, which has no Previous.
  while (current > 1) {
    await page.getByRole('button', { name: 'Previous' }).click();
    current -= 1;
    await expect(page.getByText(`Page ${current}`)).toBeVisible();
  }
  await settled();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(30);
  expect(await titles()).toEqual(page1);
});
