// Each create-form validation message, in the spec's order (section 5), and a picture refused only if
// it cannot be made to fit. A photo over 1 MB made smaller in the browser and posted is images.spec's
// (a 10 MB PNG shrinks in a worker; Post pressed meanwhile posts the smaller photo).
import { messages } from '@bookwish/shared/domain/messages';
import { createMember, hugeFakePng, signIn, textFile } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

/** The file input named by its label: the shrink progress bar's name ("Making your book cover
 * smaller") holds the same words while a photo is being made smaller. */
function fileInput(page: Page, label: string) {
  return page.locator('input[type=file]').and(page.getByLabel(label));
}

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

test.describe('create forms', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, await createMember(request, 'creator'));
  });

  test('Make a Wish: title, destination, link and price, cover type, cover size', async ({ page }) => {
    await page.goto('/makeawish');
    await expect(page.getByLabel('Destination country')).toHaveAttribute('placeholder', 'Canada');
    await expect(page.getByLabel('Price')).toHaveAttribute('placeholder', 'CAD 20.00');
    const post = page.getByRole('button', { name: 'Post' });

    // Each time, the cursor is in the field the alert names (the purchase link comes before the
    // destination on the page, and once took the focus while the alert named the destination).
    await post.click();
    await expectAlert(page, messages.wishlist.titleRequired);
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill('Braiding Sweetgrass');
    await post.click();
    await expectAlert(page, messages.wishlist.destinationRequired);
    await expect(page.getByLabel('Destination country')).toBeFocused();
    await page.getByLabel('Destination country').fill('Canada');
    await post.click();
    await expectAlert(page, messages.wishlist.linkAndPriceRequired);
    await expect(page.getByLabel('Purchase link')).toBeFocused();
    await page.getByLabel('Purchase link').fill('https://www.example.org/sweetgrass');
    await post.click();
    await expectAlert(page, messages.wishlist.linkAndPriceRequired);
    await expect(page.getByLabel('Price')).toBeFocused();
    // Typed at once, it stays where it was typed (no second focus comes after it).
    await page.keyboard.type('CAD 25.00');
    await expect(page.getByLabel('Price')).toHaveValue('CAD 25.00');
    await expect(page.getByLabel('Purchase link')).toHaveValue('https://www.example.org/sweetgrass');

    await fileInput(page, 'Book cover').setInputFiles(textFile);
    await post.click();
    await expectAlert(page, messages.wishlist.coverType);
    await fileInput(page, 'Book cover').setInputFiles(hugeFakePng);
    await post.click();
    await expectAlert(page, messages.wishlist.coverTooBig);
    await expect(page).toHaveURL(/\/makeawish$/);
  });

  test('Give a Treat: title, shipping destination, picture type, picture size', async ({ page }) => {
    await page.goto('/giveatreat');
    await expect(page.getByLabel('Shipping Destination')).toHaveAttribute('placeholder', 'US, Canada, ...');
    const post = page.getByRole('button', { name: 'Post' });

    await post.click();
    await expectAlert(page, messages.treat.titleRequired);
    await expect(page.getByLabel('Book Title')).toBeFocused();
    await page.getByLabel('Book Title').fill('The Book of Negroes');
    await post.click();
    await expectAlert(page, messages.treat.destinationRequired);
    await expect(page.getByLabel('Shipping Destination')).toBeFocused();
    await page.getByLabel('Shipping Destination').fill('Canada');
    await fileInput(page, 'Picture of the book').setInputFiles(textFile);
    await post.click();
    await expectAlert(page, messages.treat.coverType);
    await fileInput(page, 'Picture of the book').setInputFiles(hugeFakePng);
    await post.click();
    await expectAlert(page, messages.treat.coverTooBig);
    await expect(page).toHaveURL(/\/giveatreat$/);

    // Editing clears the error; without a picture the treat posts.
    await fileInput(page, 'Picture of the book').setInputFiles([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await post.click();
    await expect(page).toHaveURL(/\/treat\/[^/]+$/);
  });
});
