// What a member reads when an answer is lost or refused: our words, in their language, at 390 px.
import { messages } from '@bookwish/shared/domain/messages';
import { expect, type Page, test } from '@playwright/test';
import { createMember, idToken } from './helpers/members.ts';
import { apiPost, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

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

test('a list that could not load says what to do, and Retry brings it', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { title } = await wishWithGiver(request, 'listlost');
  const page = await phonePage(browser);
  let failing = true;
  await page.route('**/api/search?**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('alert')).toContainText(
    'This list could not load. Check your connection, then press Retry.',
  );
  failing = false;
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("the packing slip's error is in the page's language, and Try again brings the slip", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [treater, reader] = await Promise.all([
    createMember(request, 'sliplost-treater'),
    createMember(request, 'sliplost-reader'),
  ]);
  const [treaterToken, readerToken] = await Promise.all([
    idToken(request, treater),
    idToken(request, reader),
  ]);
  const { id } = await apiPost(request, treaterToken, '/api/treats', {
    title: `Emily of New Moon ${Date.now()}`,
    author: 'L. M. Montgomery',
    types: ['Fiction'],
    shippingDestination: 'Canada',
    message: '',
  });
  const street = `${Math.floor(Math.random() * 9000) + 1000} Birch Lane`;
  await apiPost(request, readerToken, `/api/treats/${id}/request`, {
    shippingAddress: `${street}\nBurnaby BC V5H 2E2\nCanada`,
    requestMessage: 'Pour ma nièce',
  });
  const page = await phonePage(browser, treater);
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fr-CA'));
  let failing = true;
  await page.route(`**/api/treats/${id}/packing-slip`, (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.goto(`/treat/${id}`);
  await page.getByRole('button', { name: 'Imprimer le bordereau' }).click();
  const slip = page.getByRole('dialog');
  await expect(slip.getByRole('alert')).toContainText(
    'Votre bordereau d’expédition n’a pas pu être préparé. Vérifiez votre connexion, puis réessayez.',
  );
  failing = false;
  await slip.getByRole('button', { name: 'Réessayer' }).click();
  await expect(slip.getByText(street)).toBeVisible();
  await expect(slip.getByRole('alert')).toHaveCount(0);
});
