// The barcode reader on a bad day, at 390 px (Chromium on Linux has no BarcodeDetector: the WebAssembly
// reader runs). Its WebAssembly file dropped on the way: the next try reads the photo. Its files gone
// after a deploy: it says Bookwish has been updated and offers the reload that brings them back. And the
// service worker keeps the WebAssembly with the app's other files, so a phone that loaded the app once
// reads a barcode offline.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@bookwish/shared/domain/messages';
import { barcodePhoto } from './helpers/ean13.ts';
import { createMember, logIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const DUNE = '9780441172719';
const WASM = '**/assets/zxing_reader-*.wasm';
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

async function openForm(page: Page, label: string) {
  await logIn(page, await createMember(page.request, label));
  await page.goto('/makeawish');
  await expect(page.getByRole('heading', { name: 'Fill in from the ISBN' })).toBeVisible();
}

async function scanPhoto(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Scan from a photo' }).click();
  await (await chooser).setFiles({
    name: 'back-cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await barcodePhoto(DUNE),
  });
}

const readerFailed = 'The barcode reader could not load. Please check your connection, or type the ISBN.';

test("the reader's WebAssembly dropped once: the next try reads the photo", async ({ page }) => {
  test.setTimeout(240_000);
  await openForm(page, 'reader-dropped');
  await page.route(WASM, (route) => route.abort('connectionreset'));
  await scanPhoto(page);
  await expect(page.getByRole('alert').filter({ hasText: readerFailed })).toBeVisible({ timeout: 60_000 });

  await page.unroute(WASM);
  await scanPhoto(page);
  await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue(DUNE, { timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: readerFailed })).toHaveCount(0);
});

test("the reader's files gone after a deploy: it says so and offers the reload that brings them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openForm(page, 'reader-gone');
  await page.route('**/assets/barcode-reader-*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await scanPhoto(page);
  const updated = page.getByRole('alert').filter({ hasText: messages.connection.updatedTitle });
  await expect(updated).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(readerFailed)).toHaveCount(0);

  // The new build has the reader: the reload offered brings it, and the photo reads.
  await page.unroute('**/assets/barcode-reader-*.js');
  await updated.getByRole('button', { name: messages.connection.reload }).click();
  await expect(page.getByRole('heading', { name: 'Fill in from the ISBN' })).toBeVisible();
  await scanPhoto(page);
  await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue(DUNE, { timeout: 60_000 });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the reader's WebAssembly is kept with the app's files: after one visit it reads a photo offline", async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    // The build's worker lists the reader's WebAssembly file among the files it keeps.
    const wasm = readdirSync(`${DIST}assets`).filter((name) => /^zxing_reader-.+\.wasm$/.test(name));
    expect(wasm).toHaveLength(1);
    expect(readFileSync(`${DIST}sw.js`, 'utf8')).toContain(`assets/${wasm[0]}`);

    await openForm(page, 'reader-offline');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Not a file of the reader was asked for yet; now the phone loses its connection.
    await context.setOffline(true);
    await scanPhoto(page);
    await expect(page.getByLabel('ISBN', { exact: true })).toHaveValue(DUNE, { timeout: 60_000 });
    await expect(page.getByRole('alert').filter({ hasText: readerFailed })).toHaveCount(0);
  });
});
