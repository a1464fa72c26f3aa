// A whole treat lifecycle down to "This treat has been given.", with the
// Request dialog's rules (Submit disabled until both fields are filled) and "Request Successful!".
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, pngFile, signIn } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

// With the motion a member sees who never asked for less (the config's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

test('post a treat, request it, ship it, confirm receipt', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [treater, reader] = await Promise.all([
    createMember(request, 'treater'),
    createMember(request, 'reader'),
  ]);
  const address = `${Math.floor(Math.random() * 9000) + 1000} Maple Street, Surrey BC V3T 1Z1, Canada`;
  const title = `Anne of Avonlea ${Date.now()}`;

  const treaterContext = await browser.newContext();
  const readerContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const t = await treaterContext.newPage();
  const r = await readerContext.newPage();
  const v = await visitorContext.newPage();

  await signIn(t, treater);
  await t.goto('/giveatreat');
  await t.getByLabel('Book Title').fill(title);
  await t.getByLabel('Book Author').fill('L. M. Montgomery');
  await t.getByLabel('Picture of the book').setInputFiles(pngFile('treat.png'));
  await t.getByRole('checkbox', { name: 'Fiction', exact: true }).check();
  await t.getByRole('checkbox', { name: 'Other' }).check();
  await t.getByLabel('Shipping Destination').fill('Canada, US');
  await t.getByLabel('Message').fill('Read once, lovingly kept.');
  await t.getByRole('button', { name: 'Post' }).click();
  await expect(t).toHaveURL(/\/treat\/[^/]+$/);
  const url = new URL(t.url()).pathname;
  await expect(t.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(t.getByText('Fiction, Other')).toBeVisible();
  await expect(t.getByText(messages.timeline.waitingForRequest)).toBeVisible();

  // A visitor can open the dialog but not submit it.
  await v.goto(url);
  await v.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(v.getByRole('dialog')).toContainText(messages.treat.signInToRequest);
  await v.getByLabel('Shipping address').fill(address);
  await v.getByLabel('Message').fill('Hello!');
  await expect(v.getByRole('dialog').getByRole('button', { name: 'Submit' })).toBeDisabled();
  await v.getByRole('button', { name: 'Cancel' }).click();

  // The reader requests it: Submit waits for both fields.
  await signIn(r, reader);
  await r.goto(url);
  await r.getByRole('button', { name: 'Request', exact: true }).click();
  const dialog = r.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByLabel('Shipping address').fill(address);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByLabel('Message').fill('My book club is reading the whole series this winter.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(r.getByRole('dialog', { name: messages.treat.requestSuccess })).toBeVisible();
  await r.getByRole('button', { name: 'Okay' }).click();
  await expect(r.getByText(messages.timeline.waitingForShipping)).toBeVisible();
  await expect(r.getByRole('button', { name: 'Request', exact: true })).toBeDisabled();

  // The treater sees the address and the request message, and ships (the message is optional).
  await t.reload();
  await expect(t.getByText(address)).toBeVisible();
  await expect(t.getByText('My book club is reading the whole series this winter.')).toBeVisible();
  await t.getByLabel('Message').fill('Posted this morning with Canada Post.');
  await t.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(t.getByText(messages.timeline.onTheWay)).toBeVisible();

  // The reader sees the sender's message and confirms receipt.
  await r.reload();
  await expect(r.getByText('Posted this morning with Canada Post.')).toBeVisible();
  await r.getByLabel('Thank-you note').fill('Arrived safe and sound. Thank you!');
  await r.getByLabel('Photo').setInputFiles(pngFile('thanks.png'));
  await r.getByRole('button', { name: 'Book Received' }).click();
  await expect(r.getByText(messages.timeline.treatGiven)).toBeVisible();

  // Everyone sees the ending; the visitor never the address or the private messages.
  await v.reload();
  await expect(v.getByText(messages.timeline.treatGiven)).toBeVisible();
  await expect(v.getByText('Arrived safe and sound. Thank you!')).toBeVisible();
  const html = await v.content();
  expect(html).not.toContain(address);
  expect(html).not.toContain('My book club is reading the whole series this winter.');
  expect(html).not.toContain('Posted this morning with Canada Post.');

  await Promise.all([treaterContext.close(), readerContext.close(), visitorContext.close()]);
});
