// The Share button of a post: where the browser has no share sheet (desktop Chromium on Linux, and
// forced here), it copies the post's URL and says so in a toast; the page stays axe-clean.

import { expectNoViolations } from './helpers/axe.ts';
import { createMember, idToken } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';

test('the share button copies the post URL, with a toast, on a wishlist and a treat', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // No Web Share API: the copy-link fallback is what this browser does.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const owner = await createMember(request, 'share');
  const token = await idToken(request, owner);
  const wish = await request.post('/api/wishlists', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Cent ans de solitude — édition illustrée',
      destination: 'Canada',
      purchaseLink: 'https://www.example.org/cent-ans',
      price: 'CAD 32.50',
    },
  });
  const wishId = ((await wish.json()) as { id: string }).id;
  const treat = await request.post('/api/treats', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Anne of Green Gables', shippingDestination: 'Canada' },
  });
  const treatId = ((await treat.json()) as { id: string }).id;

  for (const path of [`/wishlist/${wishId}`, `/treat/${treatId}`]) {
    await page.goto(path);
    const share = page.getByRole('button', { name: /^Share / });
    await share.click();
    await expect(page.getByText('Link copied. Paste it anywhere to share this book.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    await expectNoViolations(page, `${path} after sharing`);
  }
});

test('with a share sheet, the button hands it the post, and closing the sheet says nothing', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  const owner = await createMember(request, 'sheet');
  const token = await idToken(request, owner);
  const treat = await request.post('/api/treats', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Le Petit Prince', shippingDestination: 'Canada' },
  });
  const treatId = ((await treat.json()) as { id: string }).id;
  await page.goto(`/treat/${treatId}`);
  await page.getByRole('button', { name: 'Share Le Petit Prince' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared))
    .toEqual([
      expect.objectContaining({ title: 'Le Petit Prince', url: expect.stringMatching(`/treat/${treatId}$`) }),
    ]);
  await expect(page.getByText('Link copied', { exact: false })).toHaveCount(0);
});
