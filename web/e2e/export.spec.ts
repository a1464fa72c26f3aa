// Download my data (Account Setting) on a phone (390 px): Wendy, the demo member with wishes in every
// status (a closed exchange with a cover and a thank-you photo among them), downloads her archive with
// the keyboard; the zip opens and holds her account, her posts and her photos. A failed attempt says so
// in the member's language, and Try again on the same button downloads it.
import { readFile } from 'node:fs/promises';
import { EXPORT_JSON, type ExportDocument } from '@bookwish/shared/api/export';
import { strFromU8, unzipSync } from 'fflate';
import { axeResults } from './helpers/axe.ts';
import { logIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const wendy = { email: 'wendy@example.org', password: 'bookwish1' };

async function openZip(page: Page, press: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await press();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookwish-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = entries[EXPORT_JSON];
  expect(json, 'the zip holds its JSON').toBeDefined();
  return { entries, document: JSON.parse(strFromU8(json ?? new Uint8Array())) as ExportDocument };
}

test('a member downloads her data with the keyboard and the zip holds her posts and photos', async ({
  page,
}) => {
  await logIn(page, wendy);
  await page.goto('/profile?tab=account');
  const section = page.getByRole('region', { name: 'Download my data' });
  const button = section.getByRole('button', { name: 'Download my data' });
  await button.focus();
  const { entries, document } = await openZip(page, () => page.keyboard.press('Enter'));

  // What she sees once it started: the file's name and size; focus stayed where she was.
  await expect(section.getByRole('status')).toContainText(
    /Your file bookwish-data-.+\.zip \(.+\) is downloading\./,
  );
  await expect(button).toBeFocused();
  await expect(section.getByRole('link', { name: /Download the file again/ })).toBeVisible();
  // The section in its "started" state passes axe (contrast, names, roles).
  const axe = await axeResults(page, { include: 'section[aria-labelledby="download-data"]' });
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  expect(document.account).toMatchObject({ name: 'Wendy Park', email: 'wendy@example.org' });
  // Her posts, a closed exchange among them, each as she sees it (the owner's view).
  expect(document.posts.length).toBeGreaterThan(1);
  expect(document.posts.every((post) => post.viewer === 'owner')).toBe(true);
  const closed = document.posts.find((post) => post.status === 'closed' && post.thankYouPhoto);
  expect(closed, 'a closed exchange with a thank-you photo').toBeDefined();
  expect(document.thankYouNotes.some((note) => note.postId === closed?.id)).toBe(true);
  // Her photos, each stored variant a real image of the size the JSON says.
  const photos = document.photos.filter((photo) => photo.postId === closed?.id);
  expect(photos.map((photo) => photo.what)).toEqual(expect.arrayContaining(['cover', 'thankYou']));
  for (const photo of photos) {
    const bytes = entries[photo.file];
    expect(bytes?.byteLength, photo.file).toBeGreaterThan(1000);
    const head = strFromU8((bytes ?? new Uint8Array()).slice(0, 12), true);
    // WebP (RIFF....WEBP) for cards and details, JPEG (FF D8 FF) for the link preview.
    expect(/^RIFF....WEBP/s.test(head) || bytes?.[0] === 0xff, photo.file).toBe(true);
  }
});

test('a failure says so in her language, and Try again on the same button downloads the file', async ({
  page,
}) => {
  await logIn(page, wendy);
  // The language she chose (the switcher remembers it here).
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fr-CA'));
  await page.goto('/profile?tab=account');
  let failOnce = true;
  await page.route('**/api/me/export', (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
    });
  });
  const section = page.getByRole('region', { name: 'Télécharger mes données' });
  await section.getByRole('button', { name: 'Télécharger mes données' }).click();
  await expect(section.getByRole('alert')).toContainText(
    'Nous n’avons pas pu préparer votre fichier. Veuillez réessayer.',
  );
  const retry = section.getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeFocused();
  const { document } = await openZip(page, () => page.keyboard.press('Enter'));
  expect(document.account.name).toBe('Wendy Park');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section.getByRole('status')).toContainText('est en cours');
});

test("a volunteer downloads the data of a member who asked by email, from the inbox's member look-up", async ({
  page,
  request,
}) => {
  const reference = `data${Date.now()}`;
  const asked = `Please send me my data, reference ${reference}.`;
  const sent = await request.post('/api/contact', {
    data: { name: 'Wendy Park', email: wendy.email, phone: '', message: asked },
  });
  expect(sent.ok()).toBe(true);
  await logIn(page, { email: 'vera@example.org', password: 'bookwish1' });
  await page.goto('/support?tab=inbox');
  await page.getByLabel('Search messages').fill(reference);
  await page.getByLabel('Search messages').press('Enter');
  await expect(page.getByText(asked)).toBeVisible();
  await page.getByRole('button', { name: "Member's posts" }).first().click();
  const lookup = page.getByRole('complementary', { name: "Member's posts" });
  const { document } = await openZip(page, () =>
    lookup.getByRole('button', { name: 'Download their data' }).click(),
  );
  // Wendy's own archive, read as she sees her posts, not as a volunteer would.
  expect(document.account).toMatchObject({ name: 'Wendy Park', email: wendy.email });
  expect(document.posts.every((post) => post.viewer === 'owner')).toBe(true);
  await expect(lookup.getByRole('status')).toContainText('is downloading');
});
