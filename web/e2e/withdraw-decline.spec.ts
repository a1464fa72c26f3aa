// Withdraw and decline in the browser, for each of the four roles, each in its own context.
// The post opens again and another member offers or requests afterwards; the optional reason shows
// to the other party; the member who withdrew cannot take the post again. That a visitor never reads
// the reason is withdraw-decline.test's (the API's answer is all a page can show).
import { messages } from '@bookwish/shared/domain/messages';
import { apiPost, createMember, type Member, signIn } from './helpers/members.ts';
import { type Browser, expect, type Page, test } from './helpers/test.ts';

async function signedIn(browser: Browser, who: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Opens the confirmation dialog from the page's button, types the reason, confirms. */
async function endExchange(page: Page, label: string, title: string, reason: string) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
}

test('a giver withdraws an offer, the wisher declines the next one, the first giver cannot take it again', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [wisher, giver, other] = await Promise.all([
    createMember(request, 'wisher'),
    createMember(request, 'giver'),
    createMember(request, 'other'),
  ]);
  const title = `Cien años de soledad ${Date.now()}`;
  const { id } = await apiPost(request, wisher, '/api/wishlists', {
    title,
    author: 'Gabriel García Márquez',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/cien-anos',
    destination: 'Canada',
    price: 'CAD 22.95',
  });
  await apiPost(request, giver, `/api/wishlists/${id}/offer`, {});
  const url = `/wishlist/${id}`;
  const reason = `Désolé, my budget changed this month (${Date.now()}).`;

  // The giver withdraws, with a reason.
  const g = await signedIn(browser, giver);
  await g.goto(url);
  await endExchange(g, 'Withdraw offer', messages.wishlist.withdrawTitle, reason);
  await expect(g.getByText('Offer withdrawn', { exact: true })).toBeVisible();
  await expect(g.getByText(messages.timeline.offerWithdrawn)).toBeVisible();
  await expect(g.getByText(reason)).toBeVisible();
  // The decider bars a giver who withdrew: the button says so at once (the API's answer for them).
  await expect(g.getByRole('button', { name: 'Offer', exact: true })).toBeDisabled();
  await expect(g.getByRole('button', { name: 'Offer', exact: true })).toHaveAccessibleDescription(
    messages.wishlist.endedBefore,
  );

  // Another member offers (the Offer drawer is wishlist-lifecycle's); the wisher reads the withdrawn
  // giver's reason and declines this offer. That a visitor sees the line and never the reason, and
  // that the first giver stays barred after the decline, are withdraw-decline.test's.
  await apiPost(request, other, `/api/wishlists/${id}/offer`, {});
  const w = await signedIn(browser, wisher);
  await w.goto(url);
  await expect(w.getByText(reason)).toBeVisible();
  await endExchange(w, 'Decline offer', messages.wishlist.declineTitle, '');
  await expect(w.getByText('Offer declined', { exact: true })).toBeVisible();
});

test('a requester withdraws a request, the treater declines the next one, the first cannot ask again', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [treater, requester, other] = await Promise.all([
    createMember(request, 'treater'),
    createMember(request, 'requester'),
    createMember(request, 'other'),
  ]);
  const title = `Le Petit Prince ${Date.now()}`;
  const { id } = await apiPost(request, treater, '/api/treats', {
    title,
    author: 'Antoine de Saint-Exupéry',
    types: ['Fiction'],
    shippingDestination: 'Canada, US',
  });
  await apiPost(request, requester, `/api/treats/${id}/request`, {
    shippingAddress: '4521 Rue Saint-Denis, Montréal QC H2J 2L4',
    requestMessage: 'Pour ma fille, elle adore les étoiles.',
  });
  const url = `/treat/${id}`;
  const reason = `Someone gave me a copy already (${Date.now()}).`;

  const r = await signedIn(browser, requester);
  await r.goto(url);
  await endExchange(r, 'Withdraw request', messages.treat.withdrawTitle, reason);
  await expect(r.getByText('Request withdrawn', { exact: true })).toBeVisible();
  await expect(r.getByText('4521 Rue Saint-Denis')).toHaveCount(0);

  // Another member asks (the Request dialog is treat-lifecycle's).
  await apiPost(request, other, `/api/treats/${id}/request`, {
    shippingAddress: '88 Granville St, Vancouver BC V6C 1T2',
    requestMessage: 'I would love to read it this winter.',
  });
  const o = await signedIn(browser, other);

  const t = await signedIn(browser, treater);
  await t.goto(url);
  await expect(t.getByText(reason)).toBeVisible();
  await endExchange(t, 'Decline request', messages.treat.declineTitle, 'Only shipping within Canada, sorry.');
  await expect(t.getByText('Request declined', { exact: true })).toBeVisible();
  await expect(t.getByText('88 Granville St')).toHaveCount(0);

  // The declined member reads why; the first requester withdrew, so asking again is refused.
  await o.goto(url);
  await expect(o.getByText('Only shipping within Canada, sorry.')).toBeVisible();
  await r.reload();
  await expect(r.getByRole('button', { name: 'Request', exact: true })).toHaveAccessibleDescription(
    messages.treat.endedBefore,
  );
  await expect(r.getByRole('button', { name: 'Request', exact: true })).toBeDisabled();
});
