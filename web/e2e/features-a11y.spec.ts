// axe on what the route sweep cannot reach as a visitor: the signed-in screens (profile tabs,
// Account Setting, the forms with their errors, the role forms) and the open dialogs and drawer, at
// 1280 and 390 px (each screen reached once, scanned wide, then narrowed and scanned again:
// helpers/axe.ts). In the headless shell, whose answer to the notification permission is "denied":
// Account Setting shows the browser's notice there; push.spec scans it with the switch, in the whole
// browser.

import { expectNoViolationsWideAndNarrow } from './helpers/axe.ts';
import { openInApp } from './helpers/in-app.ts';
import { createMember, idToken, signIn } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('signed-in screens and dialogs at 1280 and 390 px have no axe violations', async ({ page, request }) => {
  // Two dozen axe scans: about a minute on a quiet machine, several on a busy one.
  test.setTimeout(420_000);
  const [owner, other] = await Promise.all([createMember(request, 'axe'), createMember(request, 'axe2')]);
  const token = await idToken(request, owner);
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Axe wish',
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/b',
      price: 'CAD 5',
    },
  });
  const wishId = ((await created.json()) as { id: string }).id;
  const treat = await request.post('/api/treats', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Axe treat', shippingDestination: 'Canada' },
  });
  const treatId = ((await treat.json()) as { id: string }).id;

  // As a visitor: the open Offer drawer and Request dialog.
  await page.goto(`/wishlist/${wishId}`);
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'offer drawer (visitor)');
  await page.keyboard.press('Escape');
  await openInApp(page, `/treat/${treatId}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'request dialog (visitor)');

  // The owner: profile tabs, the delete dialog, Account Setting, forms with errors.
  await signIn(page, owner);
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'My Wishlists' })).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'My Wishlists');
  await page.getByRole('button', { name: 'Delete Axe wish' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'delete dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  for (const tab of ['My Treats', 'Requested by me', 'Account Setting']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoViolationsWideAndNarrow(page, tab);
  }
  await openInApp(page, '/makeawish');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'Make a Wish with an error');
  await openInApp(page, '/giveatreat');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'Give a Treat with an error');

  // The other member offers; the owner sees the address form.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, other);
  await page.goto(`/wishlist/${wishId}`);
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText('Thank you for your generosity!');
  await expectNoViolationsWideAndNarrow(page, 'offer thank-you dialog');
  await page.getByRole('button', { name: 'Okay' }).click();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner);
  await page.goto(`/wishlist/${wishId}`);
  await expect(page.getByLabel('Shipping address')).toBeVisible();
  await expectNoViolationsWideAndNarrow(page, 'address form');
});
