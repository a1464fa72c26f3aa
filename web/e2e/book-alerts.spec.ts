// Book alerts: a treat of a book a member wished for puts one email in the wisher's mailbox
// (the local SES emulator, listed at /_dev/mailbox), a treat of another book puts none; the email and
// the wish page both lead to the treat.

import { apiPost, notifications, signIn, wisherAndGiver } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('a matching treat emails the wisher once, a different book does not, and the wish page links to it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [wisher, giver] = await wisherAndGiver(request);
  // Words no other test uses, so no other wish or treat is this book.
  const tag = `Quillon ${Date.now().toString(36)}`;
  const wishTitle = `The Little Prince of ${tag}`;
  const { id: wishId } = await apiPost(request, wisher, '/api/wishlists', {
    title: wishTitle,
    author: 'Antoine de Saint-Exupéry',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/little-prince',
    destination: 'Canada',
    price: 'CAD 14.99',
  });

  // The giver posts a treat of another book by the same author, then the wished-for book, typed their
  // own way: no "The", a subtitle, the author's surname only. (The Give a Treat form is
  // treat-lifecycle's; who is emailed for which treat is notifications.test's.)
  const postTreat = async (title: string, author: string) =>
    (
      await apiPost(request, giver, '/api/treats', {
        title,
        author,
        types: ['Fiction'],
        shippingDestination: 'Canada',
      })
    ).id;
  await postTreat(`Night Flight of ${tag}`, 'Antoine de Saint-Exupéry');
  const treatTitle = `Little Prince of ${tag}: Illustrated Edition`;
  const treatPath = `/treat/${await postTreat(treatTitle, 'Saint-Exupéry')}`;

  // One email, for the matching treat only (the stream carries the other treat first), leading to it.
  await expect.poll(async () => (await notifications(request, wisher)).length).toBe(1);
  const [alert] = await notifications(request, wisher);
  expect(alert?.subject).toBe(`A member is giving away "${treatTitle}"`);
  expect(alert?.text).toContain(treatPath);
  const w = await (await browser.newContext()).newPage();
  await signIn(w, wisher);

  // Their wish page says a member is giving the book away, with the link.
  await w.goto(`/wishlist/${wishId}`);
  await expect(w.getByText('A member is giving this book away.')).toBeVisible();
  await w.getByRole('link', { name: 'See the treat' }).click();
  await expect(w).toHaveURL(new RegExp(`${treatPath}$`));
  await expect(w.getByRole('heading', { level: 1, name: treatTitle })).toBeVisible();
  expect(await notifications(request, wisher)).toHaveLength(1);
});
