// The menu's search box on a phone (390 px): what a member types is never overwritten, even when the
// search page's own navigation lands while they are still typing (a slow phone, a slow chunk).
import { appStarted } from './helpers/in-app.ts';
import { expect, type Route, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('typing on while the search page is still arriving drops no letter', async ({ page }) => {
  // The search page's script is held until the test lets it go: the first search's navigation lands
  // exactly when the member has typed more (the debounce is Playwright's clock, so no real waits).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/assets/search-page-*.js', async (route: Route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/wishlists');
  await expect(page.getByRole('list', { name: 'Wishlists' })).toBeVisible();
  // The served page's cards show before the app's code runs; the menu's box is the app's.
  await appStarted(page);
  await page.clock.pauseAt(Date.now() + 60_000);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search books' });
  await box.pressSequentially('anne of');
  await page.clock.runFor(300);
  await requested;
  await box.pressSequentially(' gre');
  release();
  await expect(page).toHaveURL(/\/search\?q=anne\+of$/);
  await box.pressSequentially('en gables');
  await expect(box).toHaveValue('anne of green gables');
  await page.clock.runFor(300);
  await expect(page).toHaveURL(/\/search\?q=anne\+of\+green\+gables$/);
  await expect(box).toHaveValue('anne of green gables');
  await expect(page.getByText('Books matching “anne of green gables”')).toBeVisible();
});
