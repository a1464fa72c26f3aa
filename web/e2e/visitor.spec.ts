// The Offer drawer tells a visitor to sign in with Confirm disabled, and after logging in from the
// drawer they come back to the wishlist. Also: /profile is the 404 page for a visitor. Make a Wish and
// Give a Treat sending a visitor to /login, and on to the form after logging in, are polish.spec's
// ("3. a visitor who asked for Make a Wish…"); the address typed in, unlucky-shell's.
import { messages } from '@bookwish/shared/domain/messages';
import { en } from './helpers/english.ts';
import { apiPost, createMember } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('the Offer drawer asks a visitor to sign in, with Confirm disabled; logging in leads back', async ({
  page,
  request,
}) => {
  // A wish of its own: one picked from the shared list can be offered on by another spec meanwhile.
  const wisher = await createMember(request, 'wisher');
  const title = `The Secret Garden ${Date.now()}`;
  const { id } = await apiPost(request, wisher, '/api/wishlists', {
    title,
    author: 'Frances Hodgson Burnett',
    types: ['Fiction'],
    purchaseLink: 'https://www.example.org/secret-garden',
    destination: 'Canada',
    price: 'CAD 12.50',
  });

  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(messages.wishlist.signInToOffer);
  await expect(drawer.getByRole('button', { name: 'Confirm' })).toBeDisabled();

  const member = await createMember(request, 'late');
  await drawer.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/wishlist/${id}$`));
  await page.getByRole('button', { name: 'Offer', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Confirm' })).toBeEnabled();
});

test('/profile is the 404 page for a visitor', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: messages.pages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(messages.pages.notFoundText)).toBeVisible();
});

test('home: Explore Wishlists shows 12 without paging; What Our Recipients Say quotes the gratitude wall’s newest notes', async ({
  page,
  request,
}) => {
  // The notes the home page quotes: the gratitude wall's newest (only thank-yous their recipient put there).
  const wall = (await (await request.get('/api/thanks?limit=3')).json()) as { items: { note: string }[] };
  const notes = wall.items.filter((card) => card.note !== '');

  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Latest wishlists' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  expect(await grid.getByRole('listitem').count()).toBeLessThanOrEqual(12);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  const recipients = page.getByRole('region', { name: 'What Our Recipients Say' });
  await expect(recipients).toBeVisible();
  if (notes.length > 0) {
    await expect(recipients.getByRole('blockquote').first()).toContainText(notes[0]?.note as string);
  } else {
    await expect(recipients).toContainText('The first notes of the season will appear here soon.');
  }
  await expect(recipients.getByRole('link', { name: en('thanks.homeSeeAll') })).toHaveAttribute(
    'href',
    '/thanks',
  );
  // Spec order: Our Values comes between the grid and the notes.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Our Values')).toBeLessThan(headings.indexOf('What Our Recipients Say'));
  expect(headings.indexOf('Explore Wishlists')).toBeLessThan(headings.indexOf('Our Values'));
});
