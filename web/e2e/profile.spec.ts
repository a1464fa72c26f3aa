// The profile (spec section 2): empty states, Action Required badges per view, the owner's delete
// control with the spec's confirmation, and Account Setting (display name, password, avatar, delete).
import { PLACEHOLDERS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, idToken, type Member, menuAvatar, pngFile, signIn } from './helpers/members.ts';
import { type APIRequestContext, expect, test } from './helpers/test.ts';
import { answersHeld } from './helpers/unlucky-a.ts';

async function postWish(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, destination: 'Canada', purchaseLink: 'https://www.example.org/book', price: 'CAD 9.00' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a new member sees the spec empty states with their buttons; Logout stays put while the wall is read', async ({
  page,
  request,
}) => {
  await signIn(page, await createMember(request, 'empty'));
  // The wall's half of the profile held until Logout is on screen: its answer must not move the button
  // from under a finger about to tap it (a tap that lands beside it leaves the member signed in).
  const wall = await answersHeld(page, '**/api/me/treats?role=requester*');
  await page.goto('/profile');
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const before = await logout.boundingBox();
  wall.release();
  await expect(page.getByText('None of your thank-you notes is on the wall.')).toBeVisible();
  expect(await logout.boundingBox()).toEqual(before);
  await expect(page.getByText(messages.wishlist.emptyOwn)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Make a Wish' })).toHaveAttribute(
    'href',
    '/makeawish',
  );
  await page.getByRole('tab', { name: 'My Treats' }).click();
  await expect(page.getByText(messages.treat.emptyOwn)).toBeVisible();
  await expect(page.getByText(messages.wishlist.emptyOfferer)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offer a Book' })).toHaveAttribute('href', '/wishlists');
});

test('Action Required per view, and the owner deletes a post after the confirmation', async ({
  page,
  request,
}) => {
  const [wisher, giver] = await Promise.all([
    createMember(request, 'owner'),
    createMember(request, 'offerer'),
  ]);
  const [wisherToken, giverToken] = await Promise.all([idToken(request, wisher), idToken(request, giver)]);
  const offeredTitle = `Offered wish ${Date.now()}`;
  const postedTitle = `Posted wish ${Date.now()}`;
  const offeredId = await postWish(request, wisherToken, offeredTitle);
  await postWish(request, wisherToken, postedTitle);
  const offer = await request.post(`/api/wishlists/${offeredId}/offer`, {
    headers: { authorization: `Bearer ${giverToken}` },
    data: {},
  });
  expect(offer.ok()).toBe(true);

  await signIn(page, wisher);
  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'My Wishlists' });
  const offeredCard = list.getByRole('listitem').filter({ hasText: offeredTitle });
  const postedCard = list.getByRole('listitem').filter({ hasText: postedTitle });
  await expect(offeredCard).toContainText(messages.post.actionRequired);
  await expect(postedCard).not.toContainText(messages.post.actionRequired);

  // Delete: the spec's dialog; Cancel keeps the post, Delete removes it.
  await postedCard.getByRole('button', { name: `Delete ${postedTitle}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.post.deleteConfirm);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(postedCard).toBeVisible();
  await postedCard.getByRole('button', { name: `Delete ${postedTitle}` }).click();
  // The server fails once: the dialog stays open with the reason; Delete again removes the post.
  await page.route('**/api/wishlists/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'unavailable' } }),
        })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(messages.common.unexpected);
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/wishlists/*');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(postedCard).toHaveCount(0);

  // An exchange in progress cannot be deleted, and the member is told why before any confirmation
  // (no Delete button that is refused afterwards).
  await offeredCard.getByRole('button', { name: `Delete ${offeredTitle}` }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText(messages.post.exchangeInProgress);
  await expect(refusal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Okay' }).click();
  await expect(offeredCard).toBeVisible();

  // The all view never shows the badge.
  await page.goto('/wishlists');
  await expect(
    page.getByRole('list', { name: 'Wishlists' }).getByRole('listitem').filter({ hasText: offeredTitle }),
  ).not.toContainText(messages.post.actionRequired);

  // The giver's view: no badge at Offered, Action Required once the address is shared.
  const confirm = await request.post(`/api/wishlists/${offeredId}/confirm`, {
    headers: { authorization: `Bearer ${wisherToken}` },
    data: { shippingAddress: '1 Main Street, Vancouver BC' },
  });
  expect(confirm.ok()).toBe(true);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, giver);
  await page.goto('/profile?tab=treats');
  const offered = page.getByRole('list', { name: 'Wishlists I offered to gift' }).getByRole('listitem');
  await expect(offered.filter({ hasText: offeredTitle })).toContainText(messages.post.actionRequired);
});

test('Account Setting: display name Update -> Updated, password Save -> Saved, avatar, delete account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member: Member = await createMember(request, 'account');
  await signIn(page, member);
  await page.goto('/profile?tab=account');

  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);

  // A name with a web address is refused with its message (it would reach other members' inboxes).
  await page.getByLabel('Display name').fill('Reader at www.bookwish-verify.example');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(messages.common.noWebAddress)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your profile (${member.name})` }),
  ).toBeVisible();

  const newName = `Reader ${Date.now().toString(36)}`;
  await page.getByLabel('Display name').fill(newName);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Updated' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your profile (${newName})` }),
  ).toBeVisible();

  await page.getByLabel('Profile photo').setInputFiles(pngFile('me.png'));
  await expect(menuAvatar(page)).toHaveAttribute('src', /\/images\/processed\/avatars\//);

  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill('new-secret-1');
  await page.getByLabel('Confirm new password').fill('new-secret-2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.passwordMismatch);
  await page.getByLabel('Confirm new password').fill('new-secret-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Delete: the placeholder, a wrong password refused, the right one ends the account.
  const password = page.getByPlaceholder(PLACEHOLDERS.deletePassword);
  await password.fill(member.password);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.deleteWrongPassword);
  await password.fill('new-secret-1');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill('new-secret-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.wrongCredentials);
});
