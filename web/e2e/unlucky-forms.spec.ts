// The newest forms on a phone with one bar, at 390 px: what a member typed or chose is never replaced
// without their word, every request a screen waits on has a time limit and a slow line, a switch shows
// what the server holds after a lost answer, and a session left behind that has run out is nobody's.
// Answers are held, dropped or lost after the server acted with Playwright's routing; the waits are
// Playwright's clock (a route that never answers plus the app's time limit), not real time.

import { messages } from '@bookwish/shared/domain/messages';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { testDevice } from '../../functions/src/local/push-subscriber.ts';
import { createMember, idToken, logIn, pngFile, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { answersHeld, answersLost, logInHere, PHONE, refreshesRefused } from './helpers/unlucky-a.ts';

test.use({ viewport: PHONE });

const never = () => new Promise<void>(() => {});

/** The width in pixels of the picture the cover field shows (the member's photo here is 1 px wide):
 * its preview, not the found cover offered beside the form. */
function previewWidth(page: Page): Promise<number> {
  return page
    .getByRole('form', { name: 'Make a Wish' })
    .locator('img[src^="blob:"][alt=""]')
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
}

test('a lookup that lands after the member typed and chose a photo offers its book, and replaces nothing until asked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, await createMember(request, 'latelookup'));
  await page.goto('/makeawish');
  const lookup = await answersHeld(page, '**/api/books/lookup?**');
  await page.getByLabel('ISBN', { exact: true }).fill('9780441172719');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Looking up the book…')).toBeVisible();

  // The link takes its time; the member types the book as they know it and picks their own photo.
  await page.getByLabel('Title').fill('Dune, my copy');
  await page.getByLabel('Author').fill('F. Herbert');
  await page.getByLabel('Book cover').setInputFiles(pngFile('my-dune.png'));
  await expect.poll(() => previewWidth(page)).toBe(1);
  lookup.release();

  // The book is offered beside the form; the member's title, author and photo stay.
  await expect(page.getByText('We found “Dune” by Frank Herbert. What you entered is kept')).toBeVisible();
  const useThese = page.getByRole('button', { name: 'Use these' });
  await expect(useThese).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Dune, my copy');
  await expect(page.getByLabel('Author')).toHaveValue('F. Herbert');
  // The cover comes after the book's words, and is shown with the offer, not put over their photo.
  await expect(page.getByRole('img', { name: 'The cover we found for “Dune”' })).toBeVisible();
  expect(await previewWidth(page)).toBe(1);

  // Their tap puts the catalogue's in; "Don't use this cover" then gives them their own photo back.
  await useThese.click();
  await expect(page.getByLabel('Title')).toHaveValue('Dune');
  await expect(page.getByLabel('Author')).toHaveValue('Frank Herbert');
  await expect.poll(() => previewWidth(page)).toBeGreaterThan(1);
  await page.getByRole('button', { name: "Don't use this cover" }).click();
  await expect.poll(() => previewWidth(page)).toBe(1);
});

test('a cover that never comes holds nothing: title and author at once, a slow line, then a way on', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, await createMember(request, 'nocover'));
  await page.route('**/api/books/cover?**', never);
  await page.clock.install();
  await page.goto('/makeawish');
  await page.getByLabel('ISBN', { exact: true }).fill('9780441172719');
  await page.getByRole('button', { name: 'Look up' }).click();

  // The book's words do not wait for its cover; Look up is free again.
  await expect(page.getByLabel('Title')).toHaveValue('Dune');
  await expect(page.getByLabel('Author')).toHaveValue('Frank Herbert');
  await expect(page.getByText('its cover is on its way')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Look up' })).toBeEnabled();
  await page.clock.fastForward(7_000);
  await expect(page.getByText(messages.connection.slow)).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(page.getByText('Found “Dune”, but its cover did not arrive.')).toBeVisible();
  await expect(page.getByText(messages.connection.slow)).toHaveCount(0);
  await expect(page.getByText('Looking up the book…')).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue('Dune');
});

test('"Download CSV" with no answer says it is slow, then stops and can be pressed again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const volunteer = demoAccounts.find((a) => a.volunteer);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  await logIn(page, volunteer);
  await page.clock.install();
  await page.goto('/support/impact');
  await expect(page.getByRole('table', { name: 'Month by month' })).toBeVisible({ timeout: 60_000 });
  await page.route(
    (url) => url.pathname === '/api/support/impact' && url.searchParams.get('format') === 'csv',
    never,
  );
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByRole('button', { name: 'Preparing the CSV…' })).toBeVisible();
  await page.clock.fastForward(7_000);
  await expect(page.getByText(messages.connection.slow)).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(page.getByRole('alert').filter({ hasText: messages.connection.timedOut })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  await expect(page.getByText(messages.connection.slow)).toHaveCount(0);
});

test('the push switch shows what the server did when its answer is lost, turning on and turning off', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'lostpush');
  const token = await idToken(request, member);
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  // The headless shell answers "denied" for notifications and has no push service (push.spec): the
  // browser's half is a granted permission and a subscription at the stack's push service, handed out
  // by the page's PushManager; the server's half is the real API.
  const device = testDevice(baseURL ?? '');
  await context.addInitScript((subscription) => {
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
    const key = 'e2e.push-subscribed';
    const held = {
      endpoint: subscription.endpoint,
      toJSON: () => subscription,
      unsubscribe: async () => {
        sessionStorage.removeItem(key);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(key) ? held : null);
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(key, '1');
      return held;
    };
  }, device.subscription);
  const page = await context.newPage();
  await signIn(page, member);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/profile?tab=account');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  const toggle = section.getByRole('checkbox', { name: 'Notify me on this phone or computer' });
  const serverSays = async () => {
    const query = new URLSearchParams({ endpoint: device.subscription.endpoint });
    const response = await request.get(`/api/me/push?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { on: boolean }).on;
  };
  await expect(toggle).not.toBeChecked();

  // Turned on: the server keeps the device, its answer is lost. The switch says on, as pushes come.
  await answersLost(page, '**/api/me/push', 'POST', 1);
  await toggle.click();
  await expect(toggle).toBeEnabled();
  await expect(toggle).toBeChecked();
  expect(await serverSays()).toBe(true);
  await expect(section.getByRole('alert')).toHaveCount(0);

  // Turned off: the server drops the device, its answer is lost. The switch says off.
  await answersLost(page, '**/api/me/push', 'DELETE', 1);
  await toggle.click();
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  expect(await serverSays()).toBe(false);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('a shared phone: a session left behind that has run out is signed out, and /login shows the form', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [a, b] = await Promise.all([
    createMember(request, 'leftbehind-a'),
    createMember(request, 'leftbehind-b'),
  ]);
  const context = await browser.newContext({ viewport: PHONE });
  const first = await context.newPage();
  await signIn(first, a);
  // A's sign-in was over a month ago: their id token and the refresh token behind it have both run out.
  await first.evaluate(() => {
    const key = 'bookwish.session';
    const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as { idToken: string };
    const [head, body, signature] = tokens.idToken.split('.');
    const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const monthAgo = Math.floor(Date.now() / 1000) - 31 * 24 * 60 * 60;
    claims.auth_time = monthAgo;
    claims.exp = monthAgo + 3600;
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(key, JSON.stringify({ ...tokens, idToken: `${head}.${encoded}.${signature}` }));
  });
  await first.close();

  // B opens /login on the same phone: the form, not A's home page.
  const page = await context.newPage();
  await refreshesRefused(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The page's head script, which marks a member's page before the app runs, agrees.
  const markedMember = () => page.evaluate(() => document.documentElement.hasAttribute('data-member'));
  expect(await markedMember()).toBe(false);
  await page.unroute('**/_cognito**');
  await logInHere(page, b);
  await page.getByRole('link', { name: /Your profile/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(b.name);
  await page.goto('/');
  expect(await markedMember()).toBe(true);
});
