// The web shell as a visitor meets it: menu and footer (spec section 2, Navigation), the side sheet
// below 800 px, /login without chrome, the 404 page, the skip link, the About bio dialog, the FAQ.
import { expect, test } from './helpers/test.ts';

// With the motion a member sees who never asked for less (the config's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

test.describe('wide layout (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top menu has the spec links in order, Log In for a visitor, and the footer its links', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText([
      'Book Donation',
      'Wishlists',
      'Treats',
      'Events',
      'About',
    ]);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Bookwish home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const footer = page.getByRole('contentinfo');
    // The spec's footer links in its order, and the gratitude wall (our addition) before the legal ones.
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
      'About',
      'Contact',
      'How It Works',
      'Thank-yous',
      'Privacy',
      'Terms',
    ]);
    await expect(footer).toContainText('© 2024 Bookwish');
  });

  test('/login hides the menu and the footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the menu links reach their pages, and the home banners reach the spotlight pages and /event', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'In conversation with Elena Park' }).click();
    await expect(page).toHaveURL(/\/writerspotlight1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elena Park');
    await expect(page.getByRole('main').locator('ol > li h2')).toHaveCount(10);

    await page.goto('/');
    await page.getByRole('link', { name: 'In conversation with Jonah Whitfield' }).click();
    await expect(page).toHaveURL(/\/writerspotlight2$/);
    await expect(page.getByRole('main').locator('ol > li h2')).toHaveCount(10);

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Featured' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Writer's Spotlight 2025");

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Donation' }).click();
    await expect(page).toHaveURL(/\/bookdonation$/);
    await expect(page.getByRole('main')).toContainText('British Columbia, in the Greater Vancouver area');
  });

  test('an unknown path shows the 404 page, whose button goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the skip link is the first stop for the keyboard and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('on /about a team photo opens the full bio in a dialog; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/about');
    const photo = page.getByRole('button', { name: "Read Daniel Okafor's bio" });
    await photo.click();
    const dialog = page.getByRole('dialog', { name: 'Daniel Okafor' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('trains every new volunteer');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('/howitworks shows three steps and five FAQ answers that open on request', async ({ page }) => {
    await page.goto('/howitworks');
    await expect(page.getByRole('main').getByRole('list').first().getByRole('heading')).toHaveText([
      'Post a wishlist',
      'Share your list',
      'Accept an offer and share gratitude',
    ]);
    const faq = page.locator('details');
    await expect(faq).toHaveCount(5);
    const answer = page.getByText('Bookwish does not handle purchases or payments of any kind');
    await expect(answer).toBeHidden();
    await page.getByText('Does Bookwish handle the purchase or payment?').click();
    await expect(answer).toBeVisible();
  });

  test('the legal pages show their last-updated dates', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2024-02-16');
    await page.goto('/terms');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2024-08-14');
    await expect(page.getByRole('main')).toContainText('at least 13 years old');
    await expect(page.getByRole('main')).toContainText('at least 16 if you live');
    await expect(page.getByRole('main')).toContainText('Only adults may give a shipping address.');
  });
});

test.describe('narrow layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses into a side sheet that navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Book Donation',
      'Wishlists',
      'Treats',
      'Events',
      'About',
    ]);

    await sheet.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(sheet).toBeHidden();

    await open.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('the layout switches at exactly 800 px', async ({ page }) => {
    await page.setViewportSize({ width: 799, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is prerendered: its welcome and buttons show without any script', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift a book. Grant a wish.');
    // The page itself, whose guard sends a visitor to /login and on to it after (unlucky-shell.spec).
    await expect(page.getByRole('main').getByRole('link', { name: 'Make a Wish' })).toHaveAttribute(
      'href',
      '/makeawish',
    );
  });
});

test('on another path the prerendered home never shows, and the app renders that page', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Gift a book. Grant a wish.')).toHaveCount(0);
});
