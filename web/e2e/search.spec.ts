// Typing in the menu's search box shows results (typo and accents forgiven, the matching
// words marked); the search lives in the URL, so reload keeps it and Back returns to where you were.

import { createMember, idToken } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('the menu search box shows results as you type; reload and Back keep the search', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'searcher');
  const token = await idToken(request, member);
  // A made-up word of its own, so other tests' books never crowd this one out.
  const word = `qz${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] ?? 'x')}`;
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Les Misérables ${word}`,
      author: 'Victor Hugo',
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/book',
      price: 'CAD 10.00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/wishlists');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search books' });
  await box.fill(`miserables ${word}`);

  const results = page.getByRole('list', { name: 'Search results' });
  const link = results.getByRole('link', { name: `Les Misérables ${word}` });
  await expect(link).toBeVisible();
  await expect(results.locator('mark', { hasText: 'Misérables' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=miserables/);

  await page.reload();
  await expect(link).toBeVisible();
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search books' })).toHaveValue(
    `miserables ${word}`,
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/wishlists$/);
  await page.goForward();
  await expect(link).toBeVisible();
});
