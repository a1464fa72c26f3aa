// A whole wishlist lifecycle with two members in two browser contexts, down to
// "This wishlist has been fulfilled." with the thank-you photo visible to a signed-out visitor, who
// never sees the shipping address. Each step shows on the actor's page without a reload.
import { messages } from '@bookwish/shared/domain/messages';
import { pngFile, signIn, wisherAndGiver } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

// With the motion a member sees who never asked for less (the config's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** Fails the test if the page navigates (a full reload) while `action` runs. */
async function withoutReload(page: Page, action: () => Promise<void>): Promise<void> {
  let loads = 0;
  const count = () => {
    loads += 1;
  };
  page.on('load', count);
  await action();
  page.off('load', count);
  expect(loads, 'the page reloaded').toBe(0);
}

test('post a wish, offer, share the address, send the gift, confirm receipt with a photo', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [wisher, giver] = await wisherAndGiver(request);
  const address = `${Math.floor(Math.random() * 9000) + 1000} Cedar Lane, Burnaby BC V5H 2A1, Canada`;
  const title = `The Secret Garden ${Date.now()}`;

  const wisherContext = await browser.newContext();
  const giverContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const w = await wisherContext.newPage();
  const g = await giverContext.newPage();
  const v = await visitorContext.newPage();

  // The wisher makes a wish with a cover.
  await signIn(w, wisher);
  await w.goto('/makeawish');
  await w.getByLabel('Title').fill(title);
  await w.getByLabel('Author').fill('Frances Hodgson Burnett');
  await w.getByLabel('Book cover').setInputFiles(pngFile('cover.png'));
  await w.getByRole('checkbox', { name: 'Fiction', exact: true }).check();
  await w.getByLabel('Purchase link').fill('https://www.example.org/secret-garden');
  await w.getByLabel('Destination country').fill('Canada');
  await w.getByLabel('Price').fill('CAD 12.50');
  await w.getByLabel('Message').fill('My daughter has just discovered gardening.');
  await w.getByRole('button', { name: 'Post' }).click();
  await expect(w).toHaveURL(/\/wishlist\/[^/]+$/);
  const url = new URL(w.url()).pathname;
  await expect(w.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(w.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await expect(w.getByText(messages.timeline.waitingForOffer)).toBeVisible();
  await expect(w.getByRole('link', { name: /View Book/ })).toHaveAttribute('target', '_blank');

  // The giver offers, in their own browser.
  await signIn(g, giver);
  await g.goto(url);
  await withoutReload(g, async () => {
    await g.getByRole('button', { name: 'Offer', exact: true }).click();
    await g.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(g.getByRole('dialog', { name: messages.wishlist.offerThanksTitle })).toContainText(
      messages.wishlist.offerThanksBody,
    );
    await g.getByRole('button', { name: 'Okay' }).click();
    await expect(g.getByText(messages.timeline.waitingForConfirmation)).toBeVisible();
    await expect(g.getByRole('button', { name: 'Offer', exact: true })).toBeDisabled();
  });

  // The wisher shares the address: empty first gives the spec's text.
  await w.reload();
  await withoutReload(w, async () => {
    await w.getByRole('button', { name: 'Submit' }).click();
    await expect(w.getByRole('alert')).toContainText(messages.wishlist.addressRequired);
    await w.getByLabel('Shipping address').fill(address);
    await w.getByRole('button', { name: 'Submit' }).click();
    await expect(w.getByText(messages.timeline.wisherAddressShared)).toBeVisible();
  });

  // The giver sees the address and the instruction, and reports the gift.
  await g.reload();
  await expect(g.getByText(messages.timeline.giverInstruction)).toBeVisible();
  await expect(g.getByText(address)).toBeVisible();
  await withoutReload(g, async () => {
    await g.getByRole('button', { name: 'Submit' }).click();
    await expect(g.getByRole('alert')).toContainText(messages.wishlist.fulfilmentRequired);
    await g.getByLabel('Message').fill('Ordered today, tracking number 1Z999AA10123456784.');
    await g.getByRole('button', { name: 'Submit' }).click();
    await expect(g.getByText(messages.timeline.giftSent)).toBeVisible();
  });

  // The wisher confirms receipt with a note and a photo.
  await w.reload();
  await withoutReload(w, async () => {
    await w.getByLabel('Thank-you note').fill('It arrived on her birthday. Thank you so much!');
    await w.getByLabel('Photo').setInputFiles(pngFile('thanks.png'));
    await w.getByRole('button', { name: 'Book Received' }).click();
    await expect(w.getByText(messages.timeline.wishlistFulfilled)).toBeVisible();
  });
  await expect(w.getByText(messages.timeline.bookArrived)).toBeVisible();

  // A signed-out visitor sees the ending and the photo, never the address.
  await v.goto(url);
  await expect(v.getByText(messages.timeline.wishlistFulfilled)).toBeVisible();
  await expect(v.getByText('It arrived on her birthday. Thank you so much!')).toBeVisible();
  const photo = v.getByRole('img', { name: /thank-you note/ });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  // Lazy and behind its placeholder: wait for the picture itself, as the visitor would.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await v.content()).not.toContain(address);
  await expect(v.getByRole('button', { name: 'Offer', exact: true })).toBeDisabled();

  await Promise.all([wisherContext.close(), giverContext.close(), visitorContext.close()]);
});
