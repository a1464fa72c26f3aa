// Only Cognito's refusal ends a session: when the id token is due for a refresh and the sign-in code
// (its own lazily loaded file) does not arrive (dropped, offline, gone after a deploy), the member
// stays signed in with their form, and Post goes through once the code arrives. At 390 px.

import { createMember } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import { expireIdToken, phonePage } from './helpers/unlucky-a.ts';

test('the sign-in code missing at a token refresh keeps the member signed in; Post again makes the wish', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'chunkless');
  const page = await phonePage(browser, member);
  const title = `Jane of Lantern Hill ${Date.now().toString(36)}`;
  await page.goto('/makeawish');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Purchase link').fill('https://www.example.org/lantern-hill');
  await page.getByLabel('Destination country').fill('Canada');
  await page.getByLabel('Price').fill('CAD 10');

  await expireIdToken(page);
  let dropped = 0;
  await page.route('**/assets/auth-cognito-*.js', (route) => {
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Make a Wish' }).getByRole('alert')).toBeVisible();
  expect(dropped).toBeGreaterThanOrEqual(1);
  // Still signed in, on the form, with every word.
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/makeawish$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // The code arrives again: the same press makes the wish.
  await page.unroute('**/assets/auth-cognito-*.js');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();
});
