// Smaller things a phone meets: a slow search shows that it is searching, and a search or filter link
// the server refuses (too long) shows the server's own words, not "Something went wrong".
import { messages } from '@bookwish/shared/domain/messages';
import { en } from './helpers/english.ts';
import { expect, test } from './helpers/test.ts';
import { answersHeld } from './helpers/unlucky-a.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a slow search shows that it is searching until the answer comes', async ({ page }) => {
  const { release } = await answersHeld(page, '**/api/search?**');
  await page.goto('/search?q=zzzqqqxxy');
  await expect(page.getByRole('status').filter({ hasText: messages.search.searching })).toBeVisible();
  release();
  await expect(page.getByText(messages.search.noResults)).toBeVisible();
  await expect(page.getByText(messages.search.searching)).toHaveCount(0);
});

test("a 537-character search link and a long destination say the server's words", async ({ page }) => {
  await page.goto(`/search?q=${'a'.repeat(537)}`);
  await expect(page.getByRole('alert').filter({ hasText: messages.search.tooLong })).toBeVisible();
  // Asking again would not help: no Retry for a search the server turned away.
  await expect(page.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
  await expect(page.getByText(en('pagedPosts.loadFailed'))).toHaveCount(0);

  await page.goto(`/wishlists?destination=${'b'.repeat(150)}`);
  await expect(page.getByRole('alert').filter({ hasText: messages.search.badFilter })).toBeVisible();
  await expect(page.getByText(en('pagedPosts.loadFailed'))).toHaveCount(0);
});
