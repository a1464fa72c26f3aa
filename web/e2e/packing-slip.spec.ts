// The treater's packing slip and the parcel the recipient can follow, in the browser: at Requested the
// treater opens the slip (recipient, address, book, a note of thanks, a QR code to the post) and
// Chromium prints it to PDF at A4 and at Letter, each one page whose text is the slip and nothing of
// the page behind it; the requester and another member get no slip (the API refuses them too). Then
// the treater ships with a Canada Post number (a typo is refused in the form's words) and the
// requester sees the link to follow it. axe finds nothing on the slip, the Ship form or the link.

import { messages } from '@bookwish/shared/domain/messages';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoViolations } from './helpers/axe.ts';
import { createMember, idToken, signIn } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

/** The PDF's pages (count, size in points) and the text of each, as a reader of the file gets it. */
async function readPdf(bytes: Buffer): Promise<{ pages: { width: number; height: number; text: string }[] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const [, , width = 0, height = 0] = page.view;
    pages.push({ width: Math.round(width), height: Math.round(height), text: text.replace(/\s+/g, ' ') });
  }
  await doc.destroy();
  return { pages };
}

test('the treater prints a one-page packing slip; the requester follows the parcel', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [treater, reader, stranger] = await Promise.all([
    createMember(request, 'slip-treater'),
    createMember(request, 'slip-reader'),
    createMember(request, 'slip-stranger'),
  ]);
  const [treaterToken, readerToken, strangerToken] = await Promise.all([
    idToken(request, treater),
    idToken(request, reader),
    idToken(request, stranger),
  ]);
  const title = `Anne of Green Gables ${Date.now()}`;
  const street = `${Math.floor(Math.random() * 9000) + 1000} Cedar Crescent`;
  const created = await request.post('/api/treats', {
    headers: { authorization: `Bearer ${treaterToken}` },
    data: {
      title,
      author: 'L. M. Montgomery',
      types: ['Fiction'],
      shippingDestination: 'Canada',
      message: '',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const requested = await request.post(`/api/treats/${id}/request`, {
    headers: { authorization: `Bearer ${readerToken}` },
    data: { shippingAddress: `${street}\nBurnaby BC V5H 2E2\nCanada`, requestMessage: 'For my niece' },
  });
  expect(requested.status()).toBe(200);

  const t = await (await browser.newContext()).newPage();
  await signIn(t, treater);
  await t.goto(`/treat/${id}`);
  await t.getByRole('button', { name: 'Print packing slip' }).click();
  const slip = t.getByRole('dialog', { name: 'Packing slip' });
  await expect(slip.getByText(street)).toBeVisible();
  await expect(slip.getByText(reader.name, { exact: true })).toBeVisible();
  await expect(slip.getByText(title)).toBeVisible();
  await expect(slip.getByRole('img', { name: 'Scan to open the post on Bookwish' })).toBeVisible();
  await expectNoViolations(t, 'the packing slip dialog');

  for (const [format, size] of [
    ['A4', { width: 595, height: 842 }],
    ['Letter', { width: 612, height: 792 }],
  ] as const) {
    const { pages } = await readPdf(await t.pdf({ format, printBackground: true }));
    // One page, of the paper asked for (Chromium rounds the size to whole pixels: within 2 points).
    expect(pages).toHaveLength(1);
    expect(Math.abs((pages[0]?.width ?? 0) - size.width)).toBeLessThanOrEqual(2);
    expect(Math.abs((pages[0]?.height ?? 0) - size.height)).toBeLessThanOrEqual(2);
    const text = pages[0]?.text ?? '';
    for (const expected of [
      'Packing slip',
      reader.name,
      street,
      'Burnaby BC V5H 2E2',
      title,
      'by L. M. Montgomery',
      'A note from Bookwish',
      'press Book Received',
    ]) {
      expect(text, `${format} carries "${expected}"`).toContain(expected);
    }
    // Only the slip: not the page behind it, not the dialog's buttons.
    for (const absent of ['Activity', 'Explore Treats', 'Print packing slip', 'Close', 'For my niece']) {
      expect(text, `${format} does not carry "${absent}"`).not.toContain(absent);
    }
  }
  await slip.getByRole('button', { name: 'Close' }).click();

  // Nobody else gets a slip: no button for the requester, and the API refuses them and a stranger.
  const r = await (await browser.newContext()).newPage();
  await signIn(r, reader);
  await r.goto(`/treat/${id}`);
  await expect(r.getByText(messages.timeline.waitingForShipping)).toBeVisible();
  await expect(r.getByRole('button', { name: 'Print packing slip' })).toHaveCount(0);
  for (const token of [readerToken, strangerToken]) {
    const refused = await request.get(`/api/treats/${id}/packing-slip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain(street);
  }

  // The treater ships with a tracking number: a typo is refused, the right number goes.
  await t.getByLabel('Carrier').selectOption({ label: 'Canada Post' });
  await t.getByLabel(/Tracking number/).fill('0073 9380 0054 9292');
  await t.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(t.getByText(messages.parcel.trackingNumberInvalid('Canada Post'))).toBeVisible();
  await expectNoViolations(t, 'the Ship form with a refused tracking number');
  await t.getByLabel(/Tracking number/).fill('0073 9380 0054 9297');
  await t.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(t.getByText(messages.timeline.onTheWay)).toBeVisible();

  await r.reload();
  const link = r.getByRole('link', { name: /Track it on Canada Post/ });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=0073938000549297',
  );
  await expect(r.getByText('Canada Post tracking number: 0073938000549297')).toBeVisible();
  await expectNoViolations(r, "the recipient's parcel link");
});
