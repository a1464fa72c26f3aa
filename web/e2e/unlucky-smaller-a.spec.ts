// The smaller unlucky moments of a phone: an avatar upload tried again with the same photo, Book
// Received pressed again after a lost connection, and the email switches on a hanging or missing
// connection. A delete that failed once is profile.spec's, in the owner's delete.
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken, menuAvatar, pngFile } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import { apiPost, countRequests, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

const serverError = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'INTERNAL', message: 'unavailable' } }),
};

test('an avatar upload that failed is sent again when the same photo is chosen again', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await phonePage(browser, await createMember(request, 'avatar'));
  await page.goto('/profile?tab=account');
  let refused = 0;
  await page.route('**/api/uploads', (route) =>
    refused++ === 0 ? route.fulfill(serverError) : route.fallback(),
  );
  const picker = page.getByLabel('Profile photo');
  await picker.setInputFiles(pngFile('me.png'));
  await expect(page.getByRole('alert')).toContainText(messages.common.unexpected);
  // The picker let go of the file: the phone's chooser picking the same photo is a change again (a
  // picker still holding it fires no change, and nothing was sent).
  await expect(picker).toHaveValue('');
  await picker.setInputFiles(pngFile('me.png'));
  await expect(menuAvatar(page)).toHaveAttribute('src', /\/images\/processed\/avatars\//);
});

test('Book Received again after a lost connection sends the photo once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { wisher, wisherToken, giverToken, id } = await wishWithGiver(request, 'thanks');
  await apiPost(request, giverToken, `/api/wishlists/${id}/offer`, {});
  await apiPost(request, wisherToken, `/api/wishlists/${id}/confirm`, {
    shippingAddress: '2 Oak Rd, Avonlea',
  });
  await apiPost(request, giverToken, `/api/wishlists/${id}/fulfil`, { fulfillmentMessage: 'On its way.' });
  const page = await phonePage(browser, wisher);
  const uploads = countRequests(page, 'POST', /^\/api\/uploads$/);
  await page.goto(`/wishlist/${id}`);
  const note = `Arrived safe and dry ${Date.now().toString(36)}`;
  await page.getByLabel('Thank-you note').fill(note);
  await page.getByLabel('Photo').setInputFiles(pngFile('thanks.png'));
  await page.route(`**/api/wishlists/${id}/close`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Book Received' }).click();
  await expect(page.getByRole('form', { name: 'Has your book arrived?' }).getByRole('alert')).toBeVisible();
  await page.unroute(`**/api/wishlists/${id}/close`);
  await page.getByRole('button', { name: 'Book Received' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Received' })).toHaveCount(0);
  expect(uploads()).toBe(1);
});

test('an email switch says it is saving, keeps the others usable, and an offline change is undone and said', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'switches');
  const page = await phonePage(browser, member);
  await page.goto('/profile?tab=account');
  const updates = page.getByRole('checkbox', { name: /^Updates/ });
  const alerts = page.getByRole('checkbox', { name: /^Book alerts/ });
  const wasUpdates = await updates.isChecked();
  const wasAlerts = await alerts.isChecked();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/me/notifications', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.fallback();
  });
  await updates.click();
  await expect(page.getByText('Saving your change…')).toBeVisible();
  await expect(updates).toBeChecked({ checked: !wasUpdates });
  await expect(alerts).toBeEnabled();
  release();
  await expect(page.getByText('Saving your change…')).toHaveCount(0);
  await page.unroute('**/api/me/notifications');

  await page.context().setOffline(true);
  await alerts.click();
  await expect(page.getByRole('alert')).toContainText('Your change was not saved');
  await expect(alerts).toBeChecked({ checked: wasAlerts });
  await page.context().setOffline(false);

  // What the server holds: the saved change, and not the offline one.
  const response = await request.get('/api/me/notifications', {
    headers: { authorization: `Bearer ${await idToken(request, member)}` },
  });
  const saved = (await response.json()) as { updates: boolean; alerts: boolean };
  expect(saved.updates).toBe(!wasUpdates);
  expect(saved.alerts).toBe(wasAlerts);
});
