// A phone that cannot reach Cognito while the id token is due for a refresh must not end the session
// or cost the member their words; a session that really ended keeps the draft too, and logging in
// (from the menu) comes back to the page with it.

import { createMember, pngFile } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import {
  apiPost,
  expireIdToken,
  phonePage,
  refreshesDropped,
  refreshesRefused,
  wishWithGiver,
} from './helpers/unlucky-a.ts';

test('a refresh that cannot reach Cognito keeps the member signed in and their wish, through a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'cellgap');
  const page = await phonePage(browser, member);
  const title = `Emily of New Moon ${Date.now().toString(36)}`;
  await page.goto('/makeawish');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Book cover').setInputFiles(pngFile('cover.png'));
  await page.getByLabel('Purchase link').fill('https://www.example.org/emily');
  await page.getByLabel('Destination country').fill('Canada');
  await page.getByLabel('Price').fill('CAD 11');

  await expireIdToken(page);
  const refreshes = await refreshesDropped(page);
  await page.getByRole('button', { name: 'Post' }).click();
  // Said on the form, which is still there and still the member's.
  await expect(page.getByRole('form', { name: 'Make a Wish' }).getByRole('alert')).toBeVisible();
  expect(refreshes.count()).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/makeawish$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();

  // A reload keeps the words and the chosen cover.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price')).toHaveValue('CAD 11');
  await expect(page.getByRole('form', { name: 'Make a Wish' }).locator('img')).toBeVisible();

  // Back in reach: Post makes the wish, cover and all.
  await page.unroute('**/_cognito**');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('img[src*="/images/processed/"]').first()).toBeVisible();
});

test('a session that really ended keeps the Book Received note and photo; the menu Log In returns to them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { wisher, wisherToken, giverToken, id } = await wishWithGiver(request, 'revoked');
  await apiPost(request, giverToken, `/api/wishlists/${id}/offer`, {});
  await apiPost(request, wisherToken, `/api/wishlists/${id}/confirm`, {
    shippingAddress: '1 Elm St, Avonlea',
  });
  await apiPost(request, giverToken, `/api/wishlists/${id}/fulfil`, { fulfillmentMessage: 'Posted today.' });

  const page = await phonePage(browser, wisher);
  await page.goto(`/wishlist/${id}`);
  const note = `It came in the rain, thank you ${Date.now().toString(36)}`;
  await page.getByLabel('Thank-you note').fill(note);
  await page.getByLabel('Photo').setInputFiles(pngFile('me-and-the-book.png'));

  await expireIdToken(page);
  await refreshesRefused(page);
  await page.getByRole('button', { name: 'Book Received' }).click();
  // Cognito said no: the member is signed out, and the page says how to carry on.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.unroute('**/_cognito**');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(wisher.email);
  await page.getByLabel('Password').fill(wisher.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(new RegExp(`/wishlist/${id}$`));
  await expect(page.getByLabel('Thank-you note')).toHaveValue(note);
  await expect(page.getByRole('form', { name: 'Has your book arrived?' }).locator('img')).toBeVisible();
  await page.getByRole('button', { name: 'Book Received' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Received' })).toHaveCount(0);
});
