// An Offer or a Request whose answer is slow or lost: what the member sees matches what the server
// did. An offer that went through shows its thank-you, whether its answer came while the drawer was
// cancelled or never came at all; Confirm again never says "You have already offered".
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { answersLost, apiPost, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

async function openOffer(page: Page, id: string) {
  await page.goto(`/wishlist/${id}`);
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  return page.getByRole('dialog');
}

test('Cancel while the offer is on its way: the offer went through, so its thank-you shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { giver, id } = await wishWithGiver(request, 'slow-offer');
  const page = await phonePage(browser, giver);
  const drawer = await openOffer(page, id);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/wishlists/${id}/offer`, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByRole('button', { name: 'Confirming…' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  release();
  await expect(page.getByRole('heading', { name: messages.wishlist.offerThanksTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByText(messages.timeline.waitingForConfirmation)).toBeVisible();
});

test('two lost answers: the page refetches and thanks the giver; nothing says "already offered"', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { giver, id } = await wishWithGiver(request, 'lost-offer');
  const page = await phonePage(browser, giver);
  const drawer = await openOffer(page, id);
  const lost = await answersLost(page, `**/api/wishlists/${id}/offer`, 'POST', 2);
  await drawer.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: messages.wishlist.offerThanksTitle })).toBeVisible();
  expect(lost.lost()).toBe(2);
  // Beside the Offer button the page may say so; no error says it (or anything else).
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a Request whose answers are lost while the dialog is cancelled shows "Request Successful!"', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [treater, reader] = await Promise.all([
    createMember(request, 'treater'),
    createMember(request, 'reader'),
  ]);
  const { id } = await apiPost(request, await idToken(request, treater), '/api/treats', {
    title: `Rilla of Ingleside ${Date.now().toString(36)}`,
    shippingDestination: 'Canada',
  });
  const page = await phonePage(browser, reader);
  await page.goto(`/treat/${id}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Shipping address').fill('3 Birch Lane, Glen St. Mary');
  await dialog.getByLabel('Message').fill('I have wanted this one for years.');
  await answersLost(page, `**/api/treats/${id}/request`, 'POST', 2);
  // The first try is held on its way until the member has pressed Cancel (a fast server would
  // otherwise answer, lose twice and settle before the press). Routes added later run first.
  let cancelPressed = () => {};
  const pressed = new Promise<void>((resolve) => {
    cancelPressed = resolve;
  });
  await page.route(`**/api/treats/${id}/request`, async (route) => {
    await pressed;
    await route.fallback();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  cancelPressed();
  await expect(page.getByRole('heading', { name: messages.treat.requestSuccess })).toBeVisible();
});
