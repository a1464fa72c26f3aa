// axe on every dialog and drawer in its open state that the route sweep (routes-a11y) and the
// signed-in sweep (features-a11y) do not open: the phone menu sheet, an About bio, the Offer drawer
// and Request dialog as a member with the request's done dialog, withdraw and decline, the delete
// dialog that says why it cannot delete, the image picker with its error, and the volunteers' Reopen
// and Remove dialogs and filtered inbox. At 1280 and 390 px: each reached once, scanned wide, then
// narrowed and scanned again (helpers/axe.ts). Each member's next page is opened in the app, as its
// links lead there (helpers/in-app.ts), not in a new document.
import { messages } from '@bookwish/shared/domain/messages';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { expectNoViolations, expectNoViolationsWideAndNarrow } from './helpers/axe.ts';
import { openInApp } from './helpers/in-app.ts';
import { createMember, idToken, signIn } from './helpers/members.ts';
import { type APIRequestContext, expect, test } from './helpers/test.ts';

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

const wish = (title: string) => ({
  title,
  destination: 'Canada',
  purchaseLink: 'https://www.example.org/w',
  price: 'CAD 10',
});

test('open dialogs, drawers and sheets at 1280 and 390 px have no axe violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const volunteer = demoAccounts.find((a) => a.volunteer);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  const [wisher, giver] = await Promise.all([createMember(request, 'dlgw'), createMember(request, 'dlgg')]);
  const [wisherToken, giverToken] = await Promise.all([idToken(request, wisher), idToken(request, giver)]);
  const offered = await post(request, wisherToken, '/api/wishlists', wish('Dialog wish offered'));
  await post(request, giverToken, `/api/wishlists/${offered.id}/offer`, {});
  const open = await post(request, wisherToken, '/api/wishlists', wish('Dialog wish open'));
  const treat = await post(request, wisherToken, '/api/treats', {
    title: 'Dialog treat',
    shippingDestination: 'Canada',
  });

  const newPage = async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return page;
  };

  // A visitor: the phone menu sheet (a phone's only), an About bio.
  const visitor = await newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Open menu' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(visitor, 'phone menu sheet');
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto('/about');
  await visitor
    .getByRole('button', { name: /^Read .*'s bio$/ })
    .first()
    .click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expectNoViolationsWideAndNarrow(visitor, 'About bio dialog');

  // The giver: Withdraw offer, the Offer drawer and the Request dialog as a member, the done dialog.
  const g = await newPage();
  await signIn(g, giver);
  await g.goto(`/wishlist/${offered.id}`);
  await g.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(g.getByRole('dialog', { name: messages.wishlist.withdrawTitle })).toBeVisible();
  await expectNoViolationsWideAndNarrow(g, 'withdraw dialog');
  await g.keyboard.press('Escape');
  await openInApp(g, `/wishlist/${open.id}`);
  await g.getByRole('button', { name: 'Offer', exact: true }).click();
  await expect(g.getByRole('dialog').getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectNoViolationsWideAndNarrow(g, 'offer drawer (member)');
  await g.keyboard.press('Escape');
  await openInApp(g, `/treat/${treat.id}`);
  await g.getByRole('button', { name: 'Request', exact: true }).click();
  const request_ = g.getByRole('dialog', { name: 'Request this book' });
  await expect(request_).toBeVisible();
  await expectNoViolationsWideAndNarrow(g, 'request dialog (member)');
  await request_.getByLabel('Shipping address').fill('1 Main St, Nanaimo BC');
  await request_.getByLabel('Message').fill('I would love to read it.');
  await request_.getByRole('button', { name: 'Submit' }).click();
  await expect(g.getByRole('dialog', { name: messages.treat.requestSuccess })).toBeVisible();
  await expectNoViolationsWideAndNarrow(g, 'request done dialog');

  // The wisher: Decline offer, the delete dialog that says why not, the image picker's error.
  const w = await newPage();
  await signIn(w, wisher);
  await w.goto(`/wishlist/${offered.id}`);
  await w.getByRole('button', { name: 'Decline offer' }).click();
  await expect(w.getByRole('dialog', { name: messages.wishlist.declineTitle })).toBeVisible();
  await expectNoViolationsWideAndNarrow(w, 'decline dialog');
  await w.keyboard.press('Escape');
  await openInApp(w, '/profile');
  await w.getByRole('button', { name: 'Delete Dialog wish offered' }).click();
  await expect(w.getByRole('dialog', { name: 'This post cannot be deleted now' })).toBeVisible();
  await expectNoViolationsWideAndNarrow(w, 'delete dialog (not allowed now)');
  await w.keyboard.press('Escape');
  await openInApp(w, '/makeawish');
  await w.getByLabel('Title').fill('Braiding Sweetgrass');
  await w.getByLabel('Destination country').fill('Canada');
  await w.getByLabel('Purchase link').fill('https://www.example.org/sweetgrass');
  await w.getByLabel('Price').fill('CAD 25.00');
  await w.getByLabel('Book cover').setInputFiles({
    name: 'cover.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await w.getByRole('button', { name: 'Post' }).click();
  await expect(w.getByRole('alert').filter({ hasText: messages.wishlist.coverType })).toBeVisible();
  await expectNoViolationsWideAndNarrow(w, 'image picker with its error');

  // A volunteer: Reopen and Remove, the inbox filtered and searched.
  const v = await newPage();
  await signIn(v, volunteer);
  await v.goto(`/support?post=${offered.id}`);
  await expect(v.getByTestId('support-status')).toHaveText('Offered');
  for (const [button, title] of [
    ['Reopen', 'Reopen this post?'],
    ['Remove', 'Remove this post?'],
  ] as const) {
    await v.getByRole('button', { name: button, exact: true }).click();
    await expect(v.getByRole('dialog', { name: title })).toBeVisible();
    await expectNoViolationsWideAndNarrow(v, `${button} dialog`);
    await v.keyboard.press('Escape');
  }
  await v.goto('/support?tab=inbox&status=open&q=question');
  await expect(v.getByLabel('Search messages')).toHaveValue('question');
  await expectNoViolationsWideAndNarrow(v, 'inbox filtered and searched');
});
