// A member rereads offline a post they read before (visitors could already); the next member on the
// phone never finds it. With the service worker on, at 390 px.
import { messages } from '@bookwish/shared/domain/messages';
import { logIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

test.use({ serviceWorkers: 'allow' });

async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a member rereads their post offline; after their Logout the next member offline does not see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { wisher, giver, id, title } = await wishWithGiver(request, 'reread');
  const page = await phonePage(browser, wisher);
  // Signed in from the tokens on /config.json, which registers no worker: a page of the app does.
  await page.goto('/');
  await untilControlled(page);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(messages.connection.offlineList)).toHaveCount(0);
  await page.context().setOffline(false);

  // The next member on the phone, offline on the same post: the wisher's view is not theirs.
  await page.getByRole('link', { name: /Your profile/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await logIn(page, giver);
  await page.context().setOffline(true);
  await page.goto(`/wishlist/${id}`).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});
