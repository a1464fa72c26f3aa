// Ask for more time in the browser: the giver of a confirmed gift asks once, and the wisher reads the
// Activity timeline's line with the reason. Who may ask, and when, is extend.test's (the page shows
// only the steps the API lists: post-actions.test); that a visitor reads the line and never the reason
// is extend.test's and the API's.
import { messages } from '@bookwish/shared/domain/messages';
import { MORE_TIME_DAYS, MORE_TIME_REASON } from '@bookwish/shared/domain/steps/extend';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiPost, createMember, type Member, signIn } from './helpers/members.ts';

async function signedIn(browser: Browser, who: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

test('the giver asks for more time once; the wisher reads why', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const [wisher, giver] = await Promise.all([
    createMember(request, 'wisher'),
    createMember(request, 'giver'),
  ]);
  const { id } = await apiPost(request, wisher, '/api/wishlists', {
    title: `Le Petit Prince ${Date.now()}`,
    author: 'Antoine de Saint-Exupéry',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/petit-prince',
    destination: 'Canada',
    price: 'CAD 12.95',
  });
  await apiPost(request, giver, `/api/wishlists/${id}/offer`, {});
  await apiPost(request, wisher, `/api/wishlists/${id}/confirm`, {
    shippingAddress: '1 Main St, Vancouver BC',
  });
  const url = `/wishlist/${id}`;
  const reason = `The bookshop reorders on Friday (${Date.now()}).`;
  const label = 'Ask for more time';

  const g = await signedIn(browser, giver);
  await g.goto(url);
  // The giver's send-by day (a calendar day in <time datetime>), before and after asking.
  const sendBy = g.locator('time[datetime]').filter({ hasText: 'Mark the book as sent by' });
  await expect(sendBy).toBeVisible();
  const before = (await sendBy.getAttribute('datetime')) ?? '';
  await g.getByRole('button', { name: label }).click();
  const dialog = g.getByRole('dialog', { name: messages.wishlist.moreTimeTitle });
  await expect(dialog).toBeVisible();
  // Its own limit, not the 1,000 characters of a withdrawal's reason.
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('maxlength', String(MORE_TIME_REASON));
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(g.getByText(messages.timeline.moreTime(MORE_TIME_DAYS))).toBeVisible();
  await expect(g.getByText(reason)).toBeVisible();
  const later = new Date(Date.parse(`${before}T12:00:00Z`) + MORE_TIME_DAYS * 86_400_000).toISOString();
  await expect(sendBy).toHaveAttribute('datetime', later.slice(0, 10));
  // Once a gift: the button is gone for good.
  await expect(g.getByRole('button', { name: label })).toHaveCount(0);

  const w = await signedIn(browser, wisher);
  await w.goto(url);
  await expect(w.getByText(messages.timeline.moreTime(MORE_TIME_DAYS))).toBeVisible();
  await expect(w.getByText(reason)).toBeVisible();
});
