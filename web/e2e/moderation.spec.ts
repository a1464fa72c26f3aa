// Reports, end to end: a member on a phone reports a wish through the dialog (a reason is asked for,
// "Something else" needs a note), another member and a volunteer report it, and it disappears for a
// visitor (the list and its page); its owner reads that it is under review; a volunteer finds it in
// the queue with the reasons and reporters, dismisses the reports, and the visitor finds it again.

import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { createMember, idToken, logIn, signIn } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import { apiPost, PHONE } from './helpers/unlucky-a.ts';

const volunteer = demoAccounts.find((a) => a.volunteer);

test('two members and a volunteer report a wish, it leaves for visitors, a volunteer dismisses it and it returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const [owner, first, second] = await Promise.all(
    ['owner', 'rep-a', 'rep-b'].map((label) => createMember(request, `mod-${label}`)),
  );
  if (!owner || !first || !second) throw new Error('Members were not created');
  const title = `Moderated ${Date.now().toString(36)}`;
  const ownerToken = await idToken(request, owner);
  const { id } = await apiPost(request, ownerToken, '/api/wishlists', {
    title,
    destination: 'Canada',
    purchaseLink: 'https://www.example.org/moderated',
    price: 'CAD 9.99',
  });

  // The first reporter, on a phone, through the dialog.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, first);
  await phone.goto(`/wishlist/${id}`);
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await phone.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = phone.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  // Focus starts on the first reason.
  await expect(dialog.getByRole('radio', { name: 'Scam or phishing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose why you are reporting this post.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us in a few words what is wrong.')).toBeVisible();
  await dialog.getByLabel('What is wrong?').fill('The link asks for a card number.');
  await expect(dialog.getByText('468 characters left')).toBeVisible();
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(phone.getByText('Thank you. Our volunteers will look at this post.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText(/^You reported this post\./)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);

  // Another member and a volunteer report it (through the API: the dialog is proved above). New
  // accounts' reports only wait for the volunteers; a volunteer's puts the post under review at once.
  for (const who of [second, volunteer]) {
    await apiPost(request, await idToken(request, who), `/api/wishlists/${id}/report`, { reason: 'scam' });
  }

  // A visitor no longer finds it, in the list or at its address.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/wishlists');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.goto(`/wishlist/${id}`);
  await expect(visitor.getByText('This post is being reviewed by our volunteers.')).toBeVisible();

  // Its owner still reads it, with what is going on and nobody's name.
  const ownerPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/wishlist/${id}`);
  await expect(ownerPage.getByText('This post is under review')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  await expect(ownerPage.getByText(first.name)).toHaveCount(0);

  // A volunteer finds it in the queue, with the reasons and who reported, and dismisses the reports.
  const desk = await (await browser.newContext()).newPage();
  await logIn(desk, volunteer);
  await desk.goto('/support?tab=reports');
  const card = desk.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('3 open reports')).toBeVisible();
  await expect(card.getByText('Hidden')).toBeVisible();
  await expect(card.getByText('The link asks for a card number.')).toBeVisible();
  await expect(card.getByText(`reported by ${first.name}`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Dismiss reports' }).click();
  const decide = desk.getByRole('dialog', { name: 'Dismiss the reports on this post?' });
  await decide.getByLabel('Reason').fill('A real wish: the link is a bookshop.');
  await decide.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(desk.getByText('The reports were dismissed. The post is back in the lists.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The visitor finds it again.
  await visitor.goto('/wishlists');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.goto(`/wishlist/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
