// What a member reads when an answer is lost or refused: our words, in their language, at 390 px.
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken, type Member } from './helpers/members.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';
import { answersLost, apiPost, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

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
  await page.getByRole('button', { name: 'Offrir ce livre', exact: true }).click();
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

/** A treat by a new treater, requested and shipped to a new reader. */
async function shippedTreat(request: APIRequestContext, label: string, reader?: Member) {
  const [treater, recipient] = await Promise.all([
    createMember(request, `${label}-treater`),
    reader ?? createMember(request, `${label}-reader`),
  ]);
  const [treaterToken, readerToken] = await Promise.all([
    idToken(request, treater),
    idToken(request, recipient),
  ]);
  const title = `${label} ${Date.now().toString(36)}`;
  const { id } = await apiPost(request, treaterToken, '/api/treats', {
    title,
    author: 'L. M. Montgomery',
    types: ['Fiction'],
    shippingDestination: 'Canada',
    message: '',
  });
  await apiPost(request, readerToken, `/api/treats/${id}/request`, {
    shippingAddress: '12 Lantern Hill\nBurnaby BC V5H 2E2\nCanada',
    requestMessage: 'Please',
  });
  await apiPost(request, treaterToken, `/api/treats/${id}/ship`, { shippedMessage: 'Shipped' });
  return { id, title, reader: recipient, readerToken };
}

test('Book Received whose answer is lost twice still tells the member it is done', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, reader } = await shippedTreat(request, 'closelost');
  const page = await phonePage(browser, reader);
  const lost = await answersLost(page, `**/api/treats/${id}/close`, 'POST', 2);
  await page.goto(`/treat/${id}`);
  await page.getByLabel('Thank-you note').fill('It came on a rainy day, thank you!');
  await page.getByRole('button', { name: 'Book Received' }).click();
  await expect(page.getByText('Thank you! We let your giver know the book arrived.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Has your book arrived?' })).toBeHidden();
  expect(lost.lost()).toBe(2);
});

test('taking a note off the wall whose answer is lost twice shows no error under another card', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const first = await shippedTreat(request, 'walllost-a');
  const second = await shippedTreat(request, 'walllost-b', first.reader);
  for (const treat of [first, second]) {
    await apiPost(request, first.readerToken, `/api/treats/${treat.id}/close`, {
      thankYouNote: `Loved ${treat.title}`,
      onWall: true,
    });
  }
  const page = await phonePage(browser, first.reader);
  const lost = await answersLost(page, /\/take-off-wall$/, 'POST', 2);
  await page.goto('/profile');
  const wall = page.getByRole('region', { name: 'Your thank-yous on the Gratitude Wall' });
  const takeOff = (title: string) => wall.getByRole('button', { name: `Take off the wall: ${title}` });
  await expect(takeOff(first.title)).toBeVisible();
  await expect(takeOff(second.title)).toBeVisible();
  await takeOff(first.title).click();
  await expect(wall.getByRole('status')).toHaveText('Your thank-you note is off the wall.');
  await expect(takeOff(first.title)).toHaveCount(0);
  await expect(takeOff(second.title)).toBeVisible();
  await expect(wall.getByRole('alert')).toHaveCount(0);
  expect(lost.lost()).toBe(2);
});
