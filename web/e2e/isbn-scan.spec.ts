// Make a Wish on a phone by scanning the book's barcode: "Scan from a photo" reads the ISBN from a
// photo of the back cover (in Chromium on Linux there is no BarcodeDetector, so this runs the
// WebAssembly reader, loaded on the tap), the lookup fills title and author and shows the found
// cover, and the posted wish carries that cover from our own image host. Typing the ISBN works too.

import { barcodePhoto } from './helpers/ean13.ts';
import { createMember, logIn } from './helpers/members.ts';
import { reviewShot } from './helpers/review-shots.ts';
import { expect, test } from './helpers/test.ts';

test('make a wish on a phone by scanning the barcode from a photo, keeping the looked-up cover', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logIn(page, await createMember(request, 'scanner'));
  await page.setViewportSize({ width: 390, height: 844 });

  // The reader (its JS and WebAssembly) is not fetched until the member asks for a scan.
  const reader: string[] = [];
  page.on('request', (r) => {
    if (/zxing|barcode-reader/i.test(r.url())) reader.push(r.url());
  });
  await page.goto('/makeawish');
  await expect(page.getByRole('heading', { name: 'Fill in from the ISBN' })).toBeVisible();
  expect(reader).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan from a photo' }).click();
  await (await chooser).setFiles({
    name: 'back-cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await barcodePhoto('9780441172719'),
  });
  await expect(page.getByText('Found “Dune”. Please check the title, author and cover below')).toBeVisible({
    timeout: 60_000,
  });
  expect(reader.length).toBeGreaterThan(0);
  await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue('9780441172719');
  await expect(page.getByLabel('Title')).toHaveValue('Dune');
  await expect(page.getByLabel('Author')).toHaveValue('Frank Herbert');
  // The found cover stands in the cover field, as a picked photo would.
  const preview = page.locator('img[src^="blob:"]');
  await expect(preview).toBeVisible();
  await reviewShot(page, 'test-results/isbn-scan-390.png', { fullPage: true });

  // The member checks, edits and completes the wish.
  await page.getByLabel('Title').fill('Dune (the 1990 Ace edition)');
  await page.getByLabel('Purchase link').fill('https://www.example.org/dune');
  await page.getByLabel('Destination country').fill('Canada');
  await page.getByLabel('Price').fill('CAD 12.00');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/wishlist\/[^/]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Dune (the 1990 Ace edition)' })).toBeVisible();
  // The kept cover went through our pipeline: served from our origin, never Open Library's.
  const cover = page.getByRole('img', { name: /Cover of Dune/ }).first();
  await expect(cover).toBeVisible();
  const src = (await cover.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/images\//);
  expect(src).not.toMatch(/openlibrary|127\.0\.0\.1/);
});

test('typing the ISBN fills the form too; a wrong check digit and an unknown ISBN say so', async ({
  page,
  request,
}) => {
  await logIn(page, await createMember(request, 'typist'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/giveatreat');
  const isbn = page.getByLabel('ISBN', { exact: true });

  await isbn.fill('978-0-441-17271-0');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the ISBN' })).toBeVisible();

  await isbn.fill('9780000000002');
  await isbn.press('Enter');
  await expect(
    page.getByText('We could not find a book with this ISBN. Please type its title and author.'),
  ).toBeVisible();
  // Enter in the ISBN box looked up; it did not post the treat.
  await expect(page).toHaveURL(/\/giveatreat$/);

  await isbn.fill('0-06-112008-1');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByLabel('Book Title')).toHaveValue('To Kill a Mockingbird');
  await expect(page.getByLabel('Book Author')).toHaveValue('Harper Lee');
});
