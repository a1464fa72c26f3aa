// The hand-off email's link opened on a phone that is logged out: the post says "Log in to share your
// address", and Log In comes back to that post, where the address form is.
import { messages } from '@bookwish/shared/domain/messages';
import { notifications } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import { apiPost, logInHere, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

test('a logged-out wisher following the offer email is asked to log in and lands on the address form', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { wisher, giverToken, id } = await wishWithGiver(request, 'mail-link');
  await apiPost(request, giverToken, `/api/wishlists/${id}/offer`, {});
  await expect.poll(async () => (await notifications(request, wisher)).length).toBe(1);
  const [mail] = await notifications(request, wisher);

  const page = await phonePage(browser);
  await page.goto('/');
  await page.setContent(mail?.html ?? '');
  await page.getByRole('link', { name: 'Share your address' }).click();
  await expect(page).toHaveURL(new RegExp(`/wishlist/${id}$`));
  const prompt = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'Log in to share your address' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Log In' }).click();
  await logInHere(page, wisher);

  await expect(page).toHaveURL(new RegExp(`/wishlist/${id}$`));
  await page.getByLabel('Shipping address').fill('5 Lover’s Lane, Avonlea PE');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.timeline.wisherAddressShared)).toBeVisible();
});
