// The service worker keeps pages for offline reading, never a member's private answers: a member
// rereads their post offline, an email's unsubscribe page (its signed token in the address, no-store)
// stays out of Cache Storage, and Log Out leaves no page or answer read on the phone. With the service
// worker on, at 390 px.

import { messages } from '@bookwish/shared/domain/messages';
import { idToken, notifications } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { apiPost, phonePage, wishWithGiver } from './helpers/unlucky-a.ts';

test.use({ serviceWorkers: 'allow' });

/** Every address kept in the page's Cache Storage outside the precache (the build's own code). */
function runtimeCached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    }
    return kept;
  });
}

async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("a member rereads their post offline; an email's unsubscribe page never enters Cache Storage; Log Out leaves no page read", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { wisher, giverToken, id, title } = await wishWithGiver(request, 'sw-private');
  await apiPost(request, giverToken, `/api/wishlists/${id}/offer`, {});
  await expect.poll(async () => (await notifications(request, wisher)).length).toBeGreaterThan(0);
  const [mail] = await notifications(request, wisher);
  const link = /\/api\/unsubscribe\?token=[^\s"<>)]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'an unsubscribe link in the email').toBeTruthy();
  expect(await idToken(request, wisher)).toBeTruthy();

  const page = await phonePage(browser, wisher);
  // Signed in from the tokens on /config.json, which registers no worker: a page of the app does.
  await page.goto('/');
  await untilControlled(page);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The email's link, opened in the app's tab (a phone's mail app hands it to the same browser).
  await page.goto(link as string);
  await expect(page.getByRole('button')).toBeVisible();
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The post page is kept for offline reading; the unsubscribe page and its token are not.
  await expect.poll(() => runtimeCached(page)).toContainEqual(expect.stringContaining(`/wishlist/${id}`));
  expect((await runtimeCached(page)).filter((url) => url.includes('/api/unsubscribe'))).toEqual([]);

  // Kept for the member: their post reads offline (visitors' pages always could).
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(messages.connection.offlineList)).toHaveCount(0);
  await page.context().setOffline(false);

  // Log Out: nothing the member read stays on the phone (the home page a visitor then reads may be),
  // so the next member on it, offline, never finds the post the first one read.
  const read = await runtimeCached(page);
  await page.getByRole('link', { name: /Your profile/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect.poll(async () => (await runtimeCached(page)).filter((url) => read.includes(url))).toEqual([]);
});

test('a session ended elsewhere: back online, the phone learns it and no longer serves the post kept for offline reading', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { wisher, id, title } = await wishWithGiver(request, 'sw-ended');
  const page = await phonePage(browser, wisher);
  await page.goto('/');
  await untilControlled(page);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => runtimeCached(page))
    .toContainEqual(expect.stringContaining(`/api/wishlists/${id}`));

  // The phone is offline (lost); from another device the member signs out everywhere.
  await page.context().setOffline(true);
  const elsewhere = await idToken(request, wisher);
  const ended = await request.post('/api/me/sign-out-everywhere', {
    headers: { authorization: `Bearer ${elsewhere}` },
  });
  expect(ended.status()).toBe(204);

  // Back online, with nobody touching the page: Cognito refuses the phone's refresh, the session ends
  // there and the kept reads go.
  await page.context().setOffline(false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect
    .poll(async () => (await runtimeCached(page)).filter((url) => url.includes('/api/wishlists/')))
    .toEqual([]);

  // Offline again, the post's page has nothing of the member's to show.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(messages.connection.offlineList)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await page.context().close();
});

test('a post kept for offline reading is served for a day at most: an older copy is not shown', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { wisher, id, title } = await wishWithGiver(request, 'sw-day');
  const page = await phonePage(browser, wisher);
  await page.goto('/');
  await untilControlled(page);
  // The member's read of the post, as the server would have answered it 25 hours ago (the worker
  // goes by the answer's Date, as HTTP caches do; the worker's own clock cannot be moved).
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toUTCString();
  await page.context().route(`**/api/wishlists/${id}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), date: dayAgo } });
  });
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect
    .poll(() => runtimeCached(page))
    .toContainEqual(expect.stringContaining(`/api/wishlists/${id}`));

  await page.context().unrouteAll();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(messages.connection.offlineList)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await page.context().close();
});
