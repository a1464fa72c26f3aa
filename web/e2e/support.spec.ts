// Must show: a volunteer logs in, opens the seeded stalled wishlist (offered five days ago,
// not answered) by pasting its link, steps through its history, reopens it with a reason; another
// member can then offer on it. /support is the 404 page for members and visitors.

import { messages } from '@bookwish/shared/domain/messages';
import { demoAccounts, demoPostIds } from '../../functions/src/local/demo-data.ts';
import { axeResults } from './helpers/axe.ts';
import { createMember, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

const volunteer = demoAccounts.find((a) => a.volunteer);

async function axeRules(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const stalled = demoPostIds.stalledWishlist;

test('a volunteer reopens a stalled wishlist and another member offers on it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const offerer = await createMember(request, 'offerer');
  const volunteerContext = await browser.newContext();
  const v = await volunteerContext.newPage();
  await signIn(v, volunteer);

  await v.goto('/support');
  await expect(v.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  // A link that names no post is refused with a clear message.
  await v.getByLabel('Post id or link').fill('https://bookwish.ca/about');
  await v.getByRole('button', { name: 'Find post' }).click();
  await expect(v.getByText(messages.support.postRefInvalid)).toBeVisible();

  const origin = new URL(v.url()).origin;
  await v.getByLabel('Post id or link').fill(`${origin}/wishlist/${stalled}`);
  await v.getByRole('button', { name: 'Find post' }).click();
  await expect(v.getByRole('heading', { name: /The Secret Garden/ })).toBeVisible();
  await expect(v.getByTestId('support-status')).toHaveText('Offered');
  await expect(v.getByText('Replaying every event gives exactly the stored state.')).toBeVisible();

  // Step through: the last event is selected (the stack's timers may have added a reminder after the
  // offer, so its number is read, not assumed); Previous walks back to the first, Next to the offer.
  const eventHeading = v.getByRole('heading', { level: 3, name: /^Event \d+ of \d+: / });
  await expect(eventHeading).toHaveText(/^Event (\d+) of \1: /);
  const total = Number((await eventHeading.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  for (let step = total; step > 1; step -= 1) await v.getByRole('button', { name: 'Previous' }).click();
  await expect(eventHeading).toHaveText(`Event 1 of ${total}: WishPosted`);
  await v.getByRole('button', { name: 'Next' }).click();
  await expect(eventHeading).toHaveText(`Event 2 of ${total}: OfferMade`);
  await expect(v.getByRole('row', { name: /status\s+posted\s+offered/ })).toBeVisible();

  // Correcting the address is not possible before one was shared.
  await expect(v.getByRole('button', { name: 'Correct address' })).toBeDisabled();

  // Reopen: the reason is required, then confirmed.
  await v.getByRole('button', { name: 'Reopen', exact: true }).click();
  const dialog = v.getByRole('dialog', { name: 'Reopen this post?' });
  await dialog.getByRole('button', { name: 'Reopen post' }).click();
  await expect(dialog.getByText(messages.support.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Offered two months ago and never confirmed; the wisher asked us.');
  await dialog.getByRole('button', { name: 'Reopen post' }).click();
  await expect(dialog).toBeHidden();
  await expect(v.getByText(messages.support.actionDone.reopen)).toBeVisible();
  await expect(v.getByTestId('support-status')).toHaveText('Posted');
  await expect(eventHeading).toHaveText(/^Event (\d+) of \1: PostReopened$/);
  await expect(v.getByRole('button', { name: 'Reopen', exact: true })).toBeDisabled();

  // Another member now finds it open, reads the volunteers' step without a name, and offers.
  const memberContext = await browser.newContext();
  const m = await memberContext.newPage();
  await signIn(m, offerer);
  await m.goto(`/wishlist/${stalled}`);
  await expect(m.getByText(messages.timeline.reopened)).toBeVisible();
  await expect(m.getByText(messages.timeline.volunteersName)).toBeVisible();
  await m.getByRole('button', { name: 'Offer', exact: true }).click();
  await m.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(m.getByRole('dialog', { name: messages.wishlist.offerThanksTitle })).toBeVisible();
  await m.getByRole('button', { name: 'Okay' }).click();
  // The reopened post's new exchange: the old Offered step stays in the history, the new one is last.
  await expect(m.getByText(messages.timeline.waitingForConfirmation).last()).toBeVisible();
  await expect(m.getByRole('listitem').filter({ hasText: offerer.name }).last()).toContainText(
    messages.timeline.waitingForConfirmation,
  );
  await expect(m.getByRole('button', { name: 'Offer', exact: true })).toBeDisabled();

  await volunteerContext.close();
  await memberContext.close();
});

test('/support and /support/impact are the 404 page for a member, /support for a visitor', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, 'curious');
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await signIn(page, member);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: messages.pages.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support' })).toHaveCount(0);
  await page.goto('/support/impact');
  await expect(page.getByRole('heading', { level: 1, name: messages.pages.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await memberContext.close();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/support');
  await expect(visitor.getByRole('heading', { level: 1, name: messages.pages.notFoundTitle })).toBeVisible();
});

test("the volunteer's desk (history, action dialog, inbox) has no axe violations", async ({ browser }) => {
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, volunteer);
  await page.goto(`/support?post=${demoPostIds.confirmedWishlist}`);
  await expect(page.getByRole('heading', { name: 'Event 3 of 3: AddressShared' })).toBeVisible();
  expect(await axeRules(page)).toEqual([]);
  await page.getByRole('button', { name: 'Correct address' }).click();
  await expect(page.getByRole('dialog', { name: 'Correct the shipping address?' })).toBeVisible();
  expect(await axeRules(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Contact inbox' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeRules(page)).toEqual([]);
  await context.close();
});
