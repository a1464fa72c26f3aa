// What a member reads when an answer is lost or refused: our words, in their language, at 390 px.
import { messages } from '@bookwish/shared/domain/messages';
import { expect, type Page, test } from '@playwright/test';
import { phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

/** The API's gateway turns the Offer away with its own body (not ours), as AWS's throttling does. */
async function offerThrottled(page: Page, id: string) {
  await page.route(`**/api/wishlists/${id}/offer`, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Rate exceeded"}' }),
  );
}

test('a 429 on Offer says "Too many requests", in English and in French', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { giver, id } = await wishWithGiver(request, 'throttled');
  const page = await phonePage(browser, giver);
  await offerThrottled(page, id);
  await page.goto(`/wishlist/${id}`);
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByRole('alert')).toContainText(messages.common.tooManyRequests);

  // The same member reading French.
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fr-CA'));
  await page.goto(`/wishlist/${id}`);
  await page.getByRole('button', { name: 'Faire une offre', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Trop de demandes');
});
