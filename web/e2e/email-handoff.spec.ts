// An offer made in one member's browser puts one email in the wisher's mailbox (the local
// SES emulator, listed at /_dev/mailbox), and nobody else's; the wisher opens that email, follows its
// link and lands on the post with the address form. Sharing the address then mails the giver once.
import { messages } from '@bookwish/shared/domain/messages';
import { apiPost, notifications, signIn, wisherAndGiver } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('an offer emails the wisher once, and the email leads to the post with the address form', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [wisher, giver] = await wisherAndGiver(request);
  const title = `Anne of Green Gables & Avonlea ${Date.now()}`;
  const { id } = await apiPost(request, wisher, '/api/wishlists', {
    title,
    author: 'L. M. Montgomery',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/anne',
    destination: 'Canada',
    price: 'CAD 9.99',
  });
  const postPath = `/wishlist/${id}`;

  // The giver offers in their own browser.
  const g = await (await browser.newContext()).newPage();
  await signIn(g, giver);
  await g.goto(postPath);
  await g.getByRole('button', { name: 'Offer', exact: true }).click();
  await g.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await g.getByRole('button', { name: 'Okay' }).click();
  await expect(g.getByText(messages.timeline.waitingForConfirmation)).toBeVisible();

  // One email reaches the wisher; the giver, who acted, gets none.
  await expect.poll(async () => (await notifications(request, wisher)).length).toBe(1);
  const [offerMail] = await notifications(request, wisher);
  expect(offerMail?.subject).toBe(`${giver.name} offered to send you "${title}"`);
  expect(offerMail?.text).toContain(title);
  expect(await notifications(request, giver)).toEqual([]);

  // The wisher, signed in in their own browser, opens the email and follows its link.
  const w = await (await browser.newContext()).newPage();
  await signIn(w, wisher);
  await w.setContent(offerMail?.html ?? '');
  await expect(w.getByText(`offered to give you "${title}"`)).toBeVisible();
  await w.getByRole('link', { name: 'Share your address' }).click();
  await expect(w).toHaveURL(new RegExp(`${postPath}$`));
  await expect(w.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const address = `${Math.floor(Math.random() * 9000) + 1000} Maple Street, Charlottetown PE C1A 1A1`;
  await w.getByLabel('Shipping address').fill(address);
  await w.getByRole('button', { name: 'Submit' }).click();
  await expect(w.getByText(messages.timeline.wisherAddressShared)).toBeVisible();

  // The giver is told once, without the address. The stream keeps a post's events in order, so by
  // the time this later email arrived a second copy of the offer email would have arrived too.
  await expect.poll(async () => (await notifications(request, giver)).length).toBe(1);
  const [addressMail] = await notifications(request, giver);
  expect(addressMail?.subject).toBe(`${wisher.name} shared an address for "${title}"`);
  expect(`${addressMail?.text}${addressMail?.html}`).not.toContain('Maple Street');
  expect(await notifications(request, wisher)).toHaveLength(1);
});
