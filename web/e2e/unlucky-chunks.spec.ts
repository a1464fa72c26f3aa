// A page's code that fails to arrive on a phone that lost its connection is not "Bookwish has been
// updated": the page says it is offline and loads by itself when the connection returns. Only a real
// new version of the site (the server's index.html names another build) says it was updated.
import { messages } from '@bookwish/shared/domain/messages';
import { appStarted } from './helpers/in-app.ts';
import { goFromMenu } from './helpers/phone.ts';
import { expect, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const about = 'A little nonprofit with a lot of books';

test('About tapped offline says so, then opens once the connection returns', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The app has started (the menu reacts) before the connection drops.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  await context.setOffline(true);
  await sheet.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();

  await expect(page.getByText(messages.connection.partMissingOffline).first()).toBeVisible();
  await expect(page.getByText(messages.connection.updatedTitle)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: about })).toBeVisible();
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);
});

test('a search offline, then online: the search page comes by itself', async ({ page, context }) => {
  await page.goto('/wishlists');
  await expect(page.getByRole('list', { name: 'Wishlists' })).toBeVisible();
  // The list is in the served page: the app has its code before the connection goes.
  await appStarted(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await context.setOffline(true);
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('searchbox', { name: 'Search books' })
    .fill('anne');
  await expect(page.getByText(messages.connection.partMissingOffline).first()).toBeVisible();
  await expect(page.getByText(messages.connection.updatedTitle)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
});

test('a page whose code is gone after a real deploy says Bookwish has been updated', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The server now names another build, and this tab's About chunk is no longer there.
  const html = (await (await page.request.get('/')).text()).replace(
    /(<script\b[^>]*type="module"[^>]*src=")[^"]+"/,
    '$1/assets/index-NEWBUILD.js"',
  );
  await page.route(/\/$/, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.route('**/assets/about-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await goFromMenu(page, 'About');
  await expect(page.getByRole('heading', { name: messages.connection.updatedTitle })).toBeVisible();
});
