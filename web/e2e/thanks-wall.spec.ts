// The gratitude wall as people meet it: two members close a wish and a treat, one puts their thank-you
// on the wall at Book Received and one does not; a visitor sees exactly the one, with its photo, at
// phone and desktop widths (no axe violations); the recipient's profile counts the book and takes the
// thank-you off the wall again.

import sharp from 'sharp';
import { axeResults } from './helpers/axe.ts';
import { en } from './helpers/english.ts';
import { createMember, idToken, signIn } from './helpers/members.ts';
import { reviewShot } from './helpers/review-shots.ts';
import { type APIRequestContext, expect, type Page, test } from './helpers/test.ts';

async function api(request: APIRequestContext, token: string, method: 'POST', path: string, data: object) {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

async function photo(name: string) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Book Received through the form, with or without the wall choice. */
async function bookReceived(page: Page, path: string, note: string, onWall: boolean) {
  await page.goto(path);
  await page.getByLabel('Thank-you note').fill(note);
  await page.getByLabel('Photo').setInputFiles(await photo('thanks.png'));
  const choice = page.getByRole('checkbox', { name: en('thanks.wallChoice') });
  // Off until the recipient ticks it.
  await expect(choice).not.toBeChecked();
  if (onWall) await choice.check();
  await page.getByRole('button', { name: 'Book Received' }).click();
  await expect(page.getByRole('heading', { name: 'Has your book arrived?' })).toBeHidden();
  await expect(page.getByText(note)).toBeVisible();
}

async function axeClean(page: Page) {
  const results = await axeResults(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a thank-you put on the wall shows to visitors with its photo; kept off, it never does', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const [wisher, giver, treater, reader] = await Promise.all([
    createMember(request, 'wallwisher'),
    createMember(request, 'wallgiver'),
    createMember(request, 'walltreater'),
    createMember(request, 'wallreader'),
  ]);
  const [wt, gt, tt, rt] = await Promise.all([
    idToken(request, wisher),
    idToken(request, giver),
    idToken(request, treater),
    idToken(request, reader),
  ]);
  const wishTitle = `Wall Wish ${stamp}`;
  const treatTitle = `Kept Treat ${stamp}`;

  const wish = await api(request, wt, 'POST', '/api/wishlists', {
    title: wishTitle,
    author: 'Ursula K. Le Guin',
    types: ['Fiction'],
    purchaseLink: 'https://books.example.com/earthsea',
    destination: 'Canada',
    price: 'CAD 18.00',
    message: 'For winter evenings',
  });
  await api(request, gt, 'POST', `/api/wishlists/${wish.id}/offer`, {});
  await api(request, wt, 'POST', `/api/wishlists/${wish.id}/confirm`, {
    shippingAddress: `${stamp} Wall Street, Burnaby BC`,
  });
  await api(request, gt, 'POST', `/api/wishlists/${wish.id}/fulfil`, {
    fulfillmentMessage: 'Sent!',
  });
  const treat = await api(request, tt, 'POST', '/api/treats', {
    title: treatTitle,
    author: 'Roald Dahl',
    types: ['Fiction'],
    shippingDestination: 'Canada',
    message: 'A spare copy',
  });
  await api(request, rt, 'POST', `/api/treats/${treat.id}/request`, {
    shippingAddress: `${stamp} Kept Road, Surrey BC`,
    requestMessage: 'Please',
  });
  await api(request, tt, 'POST', `/api/treats/${treat.id}/ship`, { shippedMessage: 'Shipped' });

  const wishNote = `The whole family loved it ${stamp}`;
  const treatNote = `Private thanks only for you ${stamp}`;
  const wisherPage = await (await browser.newContext()).newPage();
  await signIn(wisherPage, wisher);
  await bookReceived(wisherPage, `/wishlist/${wish.id}`, wishNote, true);
  const readerPage = await (await browser.newContext()).newPage();
  await signIn(readerPage, reader);
  await bookReceived(readerPage, `/treat/${treat.id}`, treatNote, false);

  const visitor = await (await browser.newContext()).newPage();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto('/thanks');
    await expect(visitor.getByRole('heading', { level: 1, name: en('thanks.heading') })).toBeVisible();
    const cards = visitor.getByRole('list', { name: en('thanks.listLabel') }).getByRole('listitem');
    const card = cards.filter({ hasText: wishNote });
    await expect(card).toHaveCount(1);
    await expect(
      card.getByRole('link', { name: en('thanks.readPost', { title: wishTitle }) }),
    ).toHaveAttribute('href', `/wishlist/${wish.id}`);
    await expect(card).toContainText(
      en('thanks.thanked', {
        recipient: wisher.name.split(' ')[0] ?? '',
        giver: giver.name.split(' ')[0] ?? '',
      }),
    );
    const image = card.getByRole('img', { name: en('thanks.photoAlt', { title: wishTitle }) });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('data-image-state', 'loaded');
    await expect(visitor.getByText(treatNote)).toHaveCount(0);
    await expect(visitor.getByText(treatTitle)).toHaveCount(0);
    // Nothing of the card runs off a phone's screen.
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    await axeClean(visitor);
    await reviewShot(visitor, `test-results/thanks-wall-${width}.png`, { fullPage: true });
  }

  // Home quoting the wall's newest is visitor.spec's; the giver's count, and the wall and the post after
  // a take-off, are thanks-wall.test's. Profile: the recipient's count, and they take it off the wall.
  await wisherPage.goto('/profile');
  await expect(wisherPage.getByTestId('books-received')).toHaveText('1');
  await expect(wisherPage.getByTestId('books-given')).toHaveText('0');
  await expect(
    wisherPage.getByRole('button', { name: `${en('thanks.takeOff')}: ${wishTitle}` }),
  ).toBeVisible();
  await axeClean(wisherPage);
  await wisherPage.getByRole('button', { name: `${en('thanks.takeOff')}: ${wishTitle}` }).click();
  await expect(wisherPage.getByText(en('thanks.takenOff'))).toBeVisible();
  await expect(wisherPage.getByText(en('thanks.onWallNone'))).toBeVisible();
});
