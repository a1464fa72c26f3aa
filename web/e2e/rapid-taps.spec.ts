// A member on a slow link at 390 px taps Post again and again, every 50 ms, until the new wish's page
// shows: one form makes one post, however many taps land after the server's 201. Three forms: each
// run lands dozens of taps around the 201 (ten runs proved no more, at 3.5 s a run); the server's side
// of a double submit is idempotency.test's (the same key at once makes one post).

import { createMember, idToken } from './helpers/members.ts';
import { expect, test } from './helpers/test.ts';
import { phonePage } from './helpers/unlucky-a.ts';

const RUNS = 3;

test('tapping Post every 50 ms on a slow link makes one wish per form, in 3 runs', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const member = await createMember(request, 'tapper');
  const page = await phonePage(browser, member);
  // Every answer of the API comes a little late, as on a phone at the edge of a cell.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.fallback();
  });
  const keys = new Set<string>();
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/wishlists') {
      keys.add(req.headers()['idempotency-key'] ?? '');
    }
  });

  const titles: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const title = `The Story Girl ${run} ${Date.now().toString(36)}`;
    titles.push(title);
    await page.goto('/makeawish');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Purchase link').fill('https://www.example.org/story-girl');
    await page.getByLabel('Destination country').fill('Canada');
    await page.getByLabel('Price').fill('CAD 8');
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await post.scrollIntoViewIfNeeded();
    const box = await post.boundingBox();
    if (!box) throw new Error('no Post button');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A thumb on the button until the wish's page is there (a tap on what replaced it does nothing here).
    for (let tap = 0; !/\/wishlist\/[^/]+$/.test(page.url()); tap += 1) {
      expect(tap, 'the wish page within 600 taps (30 s)').toBeLessThan(600);
      await page.mouse.click(x, y);
      await page.waitForTimeout(50);
    }
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  // One wish per form on the member's list, each title once; one key per form.
  const token = await idToken(request, member);
  const mine = await request.get('/api/me/wishlists?role=wisher&limit=30', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.ok(), await mine.text()).toBe(true);
  const items = ((await mine.json()) as { items: Array<{ title: string }> }).items;
  expect(items.map((item) => item.title).sort()).toEqual([...titles].sort());
  expect(keys.size).toBe(RUNS);
});
