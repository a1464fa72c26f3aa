// A post page opened on a phone whose connection drops before the app's script arrives: the post's
// shell says what happened and offers a reload (to a member too, whose view of the post stays hidden),
// its menu opens without the app, and a menu opened before the app arrived stays open in the app.
// The prerendered home or a post's shell tapped before the app has started: logging in leads where the
// tap asked (Make a Wish) or back to the page (Log In); the home page's menu opens as the shell's does.
import { messages } from '@bookwish/shared/domain/messages';
import { demoPostIds } from '../../functions/src/local/demo-data.ts';
import { holdAppScript } from './helpers/in-app.ts';
import { createMember } from './helpers/members.ts';
import { type APIRequestContext, expect, test } from './helpers/test.ts';
import { logInHere } from './helpers/unlucky-a.ts';

// With the motion a member sees who never asked for less (the config's default is reduced motion).
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

/** A seeded wish no spec changes (it is closed): the newest post, read before, could be another spec's,
 * deleted by it while this one was still on its page. */
async function aWishlist(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const id = demoPostIds.closedWishlist;
  const answer = await request.get(`/api/wishlists/${id}`);
  expect(answer.ok(), 'the seeded closed wish').toBe(true);
  const { title } = (await answer.json()) as { title: string };
  return { id, title };
}

test("the app's script failing to arrive: the shell says so with a reload, and its menu still opens", async ({
  page,
  request,
}) => {
  const wish = await aWishlist(request);
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(`/wishlist/${wish.id}`);
  const notice = page.getByRole('alert').filter({ hasText: messages.connection.shellFailed });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: messages.connection.reload })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await expect(
    sheet.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Treats' }),
  ).toHaveAttribute('href', '/treats');

  // A member's page (the visitor's view of the post is hidden from them) says it too.
  await page.addInitScript(() => localStorage.setItem('bookwish.session', '{}'));
  await page.goto(`/wishlist/${wish.id}`);
  await expect(page.getByRole('alert').filter({ hasText: messages.connection.shellFailed })).toBeVisible();
});

test('the menu tapped before the script arrives opens, and stays open once the app has started', async ({
  page,
  request,
}) => {
  const wish = await aWishlist(request);
  const release = await holdAppScript(page);
  // Not waiting for "load": the held script may be part of it.
  await page.goto(`/wishlist/${wish.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('searchbox', { name: 'Search books' }).fill('anne');

  release();
  // The app's menu, still open, with what was typed: the app takes the search on (only it can).
  await expect(page).toHaveURL(/\/search\?q=anne$/);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('searchbox', { name: 'Search books' })).toHaveValue('anne');
});

test('a very slow script: the shell says it is still loading, and the app takes over when it comes', async ({
  page,
  request,
}) => {
  const wish = await aWishlist(request);
  const release = await holdAppScript(page);
  await page.clock.install();
  await page.goto(`/wishlist/${wish.id}`, { waitUntil: 'domcontentloaded' });
  await page.clock.fastForward(16_000);
  const notice = page.getByRole('alert').filter({ hasText: messages.connection.shellSlow });
  await expect(notice).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: wish.title })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('Make a Wish tapped on the prerendered home before the app has started: Log In leads on to it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'early-tap');
  const release = await holdAppScript(page);
  // Not even DOMContentLoaded: it waits for the held module script.
  await page.goto('/', { waitUntil: 'commit' });
  // The prerendered page's plain link, followed by the browser: no app is there to take the tap.
  await page.getByRole('main').getByRole('link', { name: 'Make a Wish' }).click();
  release();
  await logInHere(page, member);
  await expect(page).toHaveURL(/\/makeawish$/);
  await expect(page.getByLabel('Title')).toBeVisible();
});

test("a post's Log In tapped before the app has started: logging in leads back to the post", async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'early-login');
  const wish = await aWishlist(request);
  const release = await holdAppScript(page);
  await page.goto(`/wishlist/${wish.id}`, { waitUntil: 'domcontentloaded' });
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log In' });
  // The tap a person makes once the page is drawn: until its stylesheet applies, the laptop header's
  // Log In and the phone's are both laid out (one of them is hidden by a media query).
  await expect(logIn).toHaveCount(1);
  await logIn.click();
  release();
  await logInHere(page, member);
  await expect(page).toHaveURL(new RegExp(`/wishlist/${wish.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: wish.title })).toBeVisible();
});

test("the home page's menu tapped before the app has started opens, and stays open in the app", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  // Not even DOMContentLoaded: it waits for the held module script.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();

  release();
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Treats' }).click();
  await expect(page).toHaveURL(/\/treats$/);
  await expect(sheet).toBeHidden();
});

test("words typed into a post page's header search box before the app has started are searched for in the app", async ({
  page,
  request,
}) => {
  // The header's own box shows on a wide screen (the phone's is in the menu sheet, carried above).
  await page.setViewportSize({ width: 1280, height: 800 });
  const wish = await aWishlist(request);
  const release = await holdAppScript(page);
  await page.goto(`/wishlist/${wish.id}`, { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search books' });
  await box.pressSequentially('anne of');
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(1);

  release();
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?q=anne\+of$/);
  await expect(box).toHaveValue('anne of');
});
