// A household's one phone at 390 px: member A's session ends without Logout (Cognito refuses the
// refresh as A presses Submit), then member B logs in on the same tab. Nothing of A's may reach B: no
// address or message in B's Request, no draft or chosen cover in B's forms, none of A's lists under
// "Hello, B", and A's photos gone from the drafts store.

import { createMember, idToken, pngFile } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { apiPost, expireIdToken, logInHere, phonePage, refreshesRefused } from './helpers/unlucky-a.ts';

/** The photos kept in this browser's drafts store (IndexedDB), by owner uid. */
function draftPhotoOwners(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('bookwish-drafts', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('photos');
        open.onsuccess = () => {
          const all = open.result.transaction('photos', 'readonly').objectStore('photos').getAll();
          all.onsuccess = () => {
            resolve((all.result as Array<{ uid: string }>).map((photo) => photo.uid));
            open.result.close();
          };
        };
      }),
  );
}

test("A's session ends without Logout, B logs in on the same tab: nothing of A's in any form, list or profile", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [a, b, treater] = await Promise.all([
    createMember(request, 'household-a'),
    createMember(request, 'household-b'),
    createMember(request, 'household-treater'),
  ]);
  const stamp = Date.now().toString(36);
  const aWish = `Anne of Windy Poplars ${stamp}`;
  await apiPost(request, await idToken(request, a), '/api/wishlists', {
    title: aWish,
    destination: 'Canada',
    purchaseLink: 'https://www.example.org/windy',
    price: 'CAD 12',
  });
  const { id } = await apiPost(request, await idToken(request, treater), '/api/treats', {
    title: `The Blue Castle ${stamp}`,
    shippingDestination: 'Canada',
  });

  const page = await phonePage(browser, a);
  // A starts a wish with a cover (kept as a draft, photo and all)...
  await page.goto('/makeawish');
  await page.getByLabel('Title').fill(`A's half-typed wish ${stamp}`);
  await page.getByLabel('Book cover').setInputFiles(pngFile('a-cover.png'));
  await expect(page.getByRole('form', { name: 'Make a Wish' }).locator('img')).toBeVisible();
  await expect.poll(() => draftPhotoOwners(page)).toHaveLength(1);
  // ...reads their profile (their lists now in the page's memory: no reload from here on)...
  await page.goto(`/treat/${id}`);
  await page.getByRole('link', { name: /Your profile/ }).click();
  await expect(page.getByText(aWish)).toBeVisible();
  // ...and goes back to ask for the treat, as their session ends.
  await page.goBack();
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Shipping address').fill('77 Private Road, Avonlea');
  await dialog.getByLabel('Message').fill(`A's own reasons ${stamp}`);
  await expireIdToken(page);
  await refreshesRefused(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Cognito said no: the dialog asks to sign in, with A's words still on screen for A.
  await expect(dialog.getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.unroute('**/_cognito**');

  // B picks up the phone and logs in on the same tab (no reload: the page's memory is A's).
  await dialog.getByRole('link', { name: 'Log In' }).click();
  await logInHere(page, b);
  await expect(page.getByRole('link', { name: /Your profile/ })).toBeVisible();

  // B's Request on the same treat starts empty.
  await expect(page).toHaveURL(new RegExp(`/treat/${id}$`));
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(dialog.getByLabel('Shipping address')).toHaveValue('');
  await expect(dialog.getByLabel('Message')).toHaveValue('');
  await expect(page.getByText('77 Private Road')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // B's profile: B's name over B's (empty) lists, never A's wish, not even for a moment.
  await page.getByRole('link', { name: /Your profile/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(b.name);
  await expect(page.getByText(aWish)).toHaveCount(0);
  await expect(page.getByText('Your wishlist is currently empty')).toBeVisible();
  await expect(page.getByText(aWish)).toHaveCount(0);

  // B's Make a Wish: no title of A's, no cover of A's; A's photo is gone from the phone.
  await page.goto('/makeawish');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('form', { name: 'Make a Wish' }).locator('img')).toHaveCount(0);
  await expect.poll(() => draftPhotoOwners(page)).toEqual([]);
  await expect(page.getByText('77 Private Road')).toHaveCount(0);
});
