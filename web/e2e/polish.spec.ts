// Polish, the web items: each test is what a member or volunteer tripped over, as they
// would meet it (keyboard-only where the item is about the keyboard).
import { PLACEHOLDERS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { demoAccounts, demoPostIds } from '../../functions/src/local/demo-data.ts';
import { en } from './helpers/english.ts';
import { appStarted } from './helpers/in-app.ts';
import { createMember, idToken, logIn, newMember, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

function volunteer() {
  const account = demoAccounts.find((a) => a.volunteer);
  if (!account) throw new Error('The seed has no volunteer account');
  return account;
}

/** Presses Tab until `name`'s button has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the ${name} button`);
}

test('1. the Offer drawer takes focus, keeps it inside and gives it back on Escape', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'keyboard');
  await signIn(page, member);
  await page.goto(`/wishlist/${demoPostIds.postedWishlist}`);
  await tabTo(page, 'Offer');
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Offer to gift this book' });
  await expect(drawer).toBeVisible();
  const focusInDrawer = () => drawer.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInDrawer).toBe(true);
  // Tab cycles between Cancel and Confirm, never out to the page behind.
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Offer', exact: true })).toBeFocused();
});

test('2. a post removed by volunteers says so, not "could not be found"', async ({ page, request }) => {
  const member = await createMember(request, 'removed');
  const token = await idToken(request, member);
  const created = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Le Petit Prince',
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/b',
      price: 'CAD 9.00',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const volunteerToken = await idToken(request, volunteer());
  const asVolunteer = { authorization: `Bearer ${volunteerToken}` };
  const post = (await (await request.get(`/api/wishlists/${id}`, { headers: asVolunteer })).json()) as {
    version: number;
  };
  const removed = await request.post(`/api/support/posts/${id}/actions`, {
    headers: asVolunteer,
    data: { type: 'remove', reason: 'Duplicate of another wish', expectedVersion: post.version },
  });
  expect(removed.ok()).toBe(true);

  await page.goto(`/wishlist/${id}`);
  await expect(page.getByText(messages.post.removedByVolunteers)).toBeVisible();
  await expect(page.getByText(messages.wishlist.notFound)).toHaveCount(0);
});

test('3. a visitor who asked for Make a Wish, Give a Treat or Request is taken there after logging in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'return');
  const logInHere = async () => {
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
  };

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Make a Wish' }).click();
  await logInHere();
  await expect(page).toHaveURL(/\/makeawish$/);
  await expect(page.getByLabel('Title')).toBeVisible();

  // Signed out again (a fresh context would do as well): the home's Give a Treat, then a treat's Request.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Give a Treat' }).click();
  await logInHere();
  await expect(page).toHaveURL(/\/giveatreat$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/treat/${demoPostIds.postedTreat}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Log In' }).click();
  await logInHere();
  await expect(page).toHaveURL(new RegExp(`/treat/${demoPostIds.postedTreat}$`));
});

test('5. sign-up: an empty submit says the sentence once; the verify-your-email toast comes with the code step', async ({
  page,
}) => {
  const member = newMember('once');
  await page.goto('/login');
  await page.getByRole('button', { name: messages.pages.signUpLink }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.signUpFieldsRequired);
  await expect(page.getByText(messages.auth.signUpFieldsRequired)).toHaveCount(1);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Display name').fill(member.name);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Before any code is typed, the member is told to check their email.
  await expect(page.getByText(messages.auth.signUpSuccess)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveValue('');
});

test('9. a wrong current password gets the spec words; a thank-you photo of the wrong type is refused on pick', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'pw');
  await signIn(page, member);
  await page.goto('/profile?tab=account');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password');
  await page.getByLabel('Confirm new password').fill('a-new-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.auth.deleteWrongPassword);

  // Wendy requested the seeded shipped treat: hers is the Book Received form.
  const wendy = demoAccounts.find((a) => a.email.startsWith('wendy'));
  if (!wendy) throw new Error('The seed has no Wendy');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, wendy);
  await page.goto(`/treat/${demoPostIds.shippedTreat}`);
  await page.getByLabel('Photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByRole('alert')).toContainText(messages.post.thankYouPhotoType);
});

test('10. a toast covers nothing of the desktop menu', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember(request, 'toast');
  await signIn(page, member);
  await page.goto('/profile?tab=account');
  await page.getByPlaceholder(PLACEHOLDERS.deletePassword).fill(member.password);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Both boxes are read in the page the moment the toast is laid out: a toast lives 4 s, and on a
  // busy machine a round trip per box can outlast it.
  const boxes = await page.waitForFunction((text) => {
    const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((el) =>
      el.textContent?.includes(text),
    );
    const banner = document.querySelector('header[role="banner"], [role="banner"], header');
    if (!toast || !banner) return null;
    const t = toast.getBoundingClientRect();
    const b = banner.getBoundingClientRect();
    return t.height > 0 && (toast as HTMLElement).dataset.mounted === 'true'
      ? { toastTop: t.top, bannerBottom: b.bottom }
      : null;
  }, 'Your account has been deleted');
  const { toastTop, bannerBottom } = (await boxes.jsonValue()) as { toastTop: number; bannerBottom: number };
  // No overlap: the toast starts below the menu's bottom edge.
  expect(toastTop).toBeGreaterThanOrEqual(bannerBottom);
});

test('7. passed timeline steps tell what happened, with their date; only the current one waits', async ({
  page,
}) => {
  await page.goto(`/wishlist/${demoPostIds.confirmedWishlist}`);
  const steps = page.getByRole('region', { name: 'Activity' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('The wish was posted.');
  await expect(steps.nth(0)).not.toContainText(messages.timeline.waitingForOffer);
  await expect(steps.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(steps.nth(1)).toContainText('An offer to gift this book was made.');
  await expect(steps.nth(1)).not.toContainText(messages.timeline.waitingForConfirmation);
  // The step the wish is at keeps the spec's words.
  await expect(steps.nth(2)).toContainText(messages.timeline.waitingForGift);
});

test('6. volunteers reach /support from the menu, and post ids show as stored (case-sensitive)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, await createMember(request, 'nosupport'));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }),
  ).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await logIn(page, volunteer());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByLabel('Post id or link').fill(demoPostIds.confirmedWishlist);
  await page.getByRole('button', { name: 'Find post' }).click();
  const ids = page.getByText(demoPostIds.confirmedWishlist, { exact: true });
  await expect(ids.first()).toBeVisible();
  // What a volunteer copies is what the page renders, so no occurrence may be shown in capitals.
  expect(await ids.evaluateAll((els) => els.map((el) => getComputedStyle(el).textTransform))).not.toContain(
    'uppercase',
  );
});

test('14. a list page that cannot load says so inline with Retry, and recovers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Enough wishlists for a page 2 whatever the seed holds.
  const token = await idToken(request, await createMember(request, 'offline'));
  for (let i = 1; i <= 31; i += 1) {
    const response = await request.post('/api/wishlists', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Offline wish ${i}`,
        destination: 'Canada',
        purchaseLink: 'https://www.example.org/o',
        price: 'CAD 8',
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/wishlists');
  const list = page.getByRole('list', { name: 'Wishlists' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The cards are in the served page: the app has its code before the connection goes.
  await appStarted(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(messages.connection.offlineList)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(/the page stopped working/)).toHaveCount(0);

  await context.setOffline(false);
  // Back online, the page comes by itself (and Retry would fetch it too).
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(en('pagedPosts.loadFailed'))).toHaveCount(0);
});

test('14. the script for toasts failing to arrive (the phone went offline meanwhile) leaves the page working', async ({
  page,
}) => {
  // The Toaster loads once the page is idle; its script is refused here, as it would fail offline.
  await page.route('**/assets/toaster-*.js', (route) => route.abort('internetdisconnected'));
  const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/toaster-'));
  await page.goto('/wishlists');
  await refused;
  await expect(page.getByRole('list', { name: 'Wishlists' }).getByRole('listitem').first()).toBeVisible();
  // The app still answers: the menu takes the member to the treats.
  await page.getByRole('banner').getByRole('link', { name: 'Treats', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Treats' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/the page stopped working/)).toHaveCount(0);
});

test('6. the contact inbox searches, filters open / resolved and pages, all kept in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Twelve messages only this test wrote: a search for `run` finds exactly them (10 a page).
  const run = `inbox${Date.now().toString(36)}`;
  for (let i = 1; i <= 12; i += 1) {
    const sent = await request.post('/api/contact', {
      data: { name: `Reader ${i} ${run}`, email: `reader${i}.${run}@example.org`, message: `Question ${i}` },
    });
    expect(sent.status()).toBe(201);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, volunteer());
  await page.goto('/support?tab=inbox');
  const messagesRegion = page.getByRole('region', { name: 'Messages' });
  const cards = messagesRegion.getByRole('button', { name: /^Mark (resolved|open)$/ });

  await page.getByLabel('Search messages').fill(run.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${run.toUpperCase()}`));
  await expect(cards).toHaveCount(10);
  await expect(messagesRegion.getByText(`Reader 12 ${run}`)).toBeVisible();
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(2);
  await expect(messagesRegion.getByText(`Reader 1 ${run}`)).toBeVisible();
  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(page.getByLabel('Search messages')).toHaveValue(run.toUpperCase());
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(cards).toHaveCount(10);

  // Reader 12 is handled: it leaves Open and is the one Resolved message.
  const reader12 = messagesRegion
    .locator('div')
    .filter({ hasText: `Reader 12 ${run}`, has: page.getByRole('button', { name: 'Mark resolved' }) })
    .last();
  await reader12.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Marked resolved.')).toBeVisible();
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page).toHaveURL(/status=resolved/);
  await expect(cards).toHaveCount(1);
  await expect(messagesRegion.getByText(`Reader 12 ${run}`)).toBeVisible();
  await page.getByLabel('Status').selectOption('open');
  await expect(cards).toHaveCount(10);
  await expect(messagesRegion.getByText(`Reader 12 ${run}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(cards).toHaveCount(1);
  // Back returns to the first page of Open messages, as a volunteer expects.
  await page.goBack();
  await expect(cards).toHaveCount(10);
  await expect(page).toHaveURL(/status=open/);

  await page.getByLabel('Search messages').fill(`${run} nobody wrote this`);
  await page.keyboard.press('Enter');
  await expect(messagesRegion.getByText('No messages match.')).toBeVisible();
});
