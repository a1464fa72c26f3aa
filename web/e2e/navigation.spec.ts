// Moving between pages as a reader does: the page they are on stays, with the loading bar, until the
// next page's code has come; the new page opens at its top; Back returns to where they were.
import { expect, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a footer link opens its page at the top once its code has come, and Back returns to the same place', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The Explore grid and the recipients' notes in place: the page has its full height before the
  // reader scrolls down.
  await expect(
    page.getByRole('list', { name: 'Latest wishlists' }).getByRole('listitem').first(),
  ).toBeVisible();
  const recipients = page.getByRole('region', { name: 'What Our Recipients Say' });
  await expect(
    recipients.getByRole('blockquote').or(recipients.getByText('The first notes of the season')).first(),
  ).toBeVisible();
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy' });
  await footerLink.scrollIntoViewIfNeeded();
  const down = await page.evaluate(() => window.scrollY);
  expect(down).toBeGreaterThan(300);

  // The Privacy page's code is held back until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/privacy-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await footerLink.click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // Still the home page, where the reader left it.
  await expect(footerLink).toBeInViewport();
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(footerLink).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(down);
});
