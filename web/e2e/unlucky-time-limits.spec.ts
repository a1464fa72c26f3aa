// Every request has a time limit, and offline is said: on a phone with one bar a spinner is never left
// unexplained. A slow call says "Still working..." while it waits, then stops and says so; offline, a
// list says it will load when the connection returns, and a post is refused at once, never sent later.
// The waits are Playwright's clock (a route that never answers plus the app's time limit), not real time.
import { messages } from '@bookwish/shared/domain/messages';
import { en } from './helpers/english.ts';
import { appStarted } from './helpers/in-app.ts';
import { createMember, idToken, logIn, signIn } from './helpers/members.ts';
import { goFromMenu } from './helpers/phone.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const never = () => new Promise<void>(() => {});

async function fillWish(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Destination country').fill('Canada');
  await page.getByLabel('Purchase link').fill('https://www.example.org/slow');
  await page.getByLabel('Price').fill('CAD 12.00');
}

test('a search that never answers says it is still working, then that it stopped waiting', async ({
  page,
}) => {
  await page.route('**/api/search?**', never);
  await page.clock.install();
  await page.goto('/search?q=anne');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await page.clock.fastForward(7_000);
  await expect(page.getByText(messages.connection.slow)).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(page.getByText(messages.connection.timedOut)).toBeVisible();
  await expect(page.getByText(messages.search.searching)).toHaveCount(0);
  await expect(page.getByText(messages.connection.slow)).toHaveCount(0);
});

test('a list opened offline says so, not "Something went wrong", and loads when back online', async ({
  page,
  context,
}) => {
  await page.goto('/wishlists');
  await expect(page.getByRole('list', { name: 'Wishlists' }).getByRole('listitem').first()).toBeVisible();
  // The cards are in the served page: the app has its code before the connection goes.
  await appStarted(page);
  await context.setOffline(true);
  await goFromMenu(page, 'Treats');
  await expect(page.getByText(messages.connection.offlineList)).toBeVisible();
  await expect(page.getByText(en('pagedPosts.loadFailed'))).toHaveCount(0);
  await expect(page.getByText(messages.connection.offlineBanner)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Treats' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(messages.connection.offlineBanner)).toHaveCount(0);
});

test('Post that never answers stops with a clear word; Post offline is refused and never made later', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'slowpost');
  const token = await idToken(request, member);
  await page.clock.install();
  await signIn(page, member);
  await page.goto('/makeawish');
  const title = `Slow wish ${Date.now()}`;
  await fillWish(page, title);

  // The answer never comes: "Posting..." says it is still working, then gives up and says so.
  await page.route('**/api/wishlists', (route) =>
    route.request().method() === 'POST' ? never() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('button', { name: /Posting/ })).toBeVisible();
  await page.clock.fastForward(7_000);
  await expect(page.getByText(messages.connection.slow)).toBeVisible();
  await page.clock.fastForward(45_000);
  await expect(page.getByRole('alert').filter({ hasText: messages.connection.timedOut })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post' })).toBeEnabled();
  await page.unroute('**/api/wishlists');

  // Offline: refused at once, the words kept; back online, nothing was made behind the member's back.
  const offlineTitle = `Offline wish ${Date.now()}`;
  await page.getByLabel('Title').fill(offlineTitle);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.connection.offline })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(offlineTitle);
  await context.setOffline(false);
  await page.clock.fastForward(60_000);
  await expect(page.getByLabel('Title')).toHaveValue(offlineTitle);
  const mine = await request.get('/api/me/wishlists', { headers: { authorization: `Bearer ${token}` } });
  expect(mine.ok(), await mine.text()).toBe(true);
  expect(await mine.text()).not.toContain(offlineTitle);
});

test("a member's post whose token refresh never answers stops waiting and says so", async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'slowrefresh');
  const list = await request.get('/api/wishlists?limit=1');
  const [wish] = ((await list.json()) as { items: { id: string }[] }).items;
  expect(wish, 'a wishlist in the seeded data').toBeTruthy();
  await logIn(page, member);
  // The id token has expired, and Cognito never answers the refresh.
  await page.evaluate(() => {
    const key = 'bookwish.session';
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { idToken: string };
    const [head, body] = session.idToken.split('.');
    const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 600;
    const expired = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    localStorage.setItem(key, JSON.stringify({ ...session, idToken: `${head}.${expired}.x` }));
  });
  await page.route('**/_cognito**', never);
  await page.clock.install();
  await page.goto(`/wishlist/${wish?.id}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.clock.fastForward(7_000);
  await expect(page.getByText(messages.connection.slow)).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(page.getByText(messages.connection.timedOut)).toBeVisible();
});
