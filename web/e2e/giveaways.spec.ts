// Giveaways end to end: Vera (the seed's volunteer) finds the demo's Book Extravaganza in
// /support/giveaways with its entries, sets up another one with a Persian name, closes the running one
// a day early and draws it, sees the winners' names and emails and marks a prize sent (desktop,
// English); Wendy (a seeded member with posts in the window) reads it on /event2 on a phone in Persian:
// its words in Persian, her own entries, the seed whose SHA-256 is the commitment, and the winning
// entries, which this test recomputes from the published list by the procedure the page names; a
// visitor on a desktop in English is asked to sign in for their entries, and gets the 404 page at the
// console; Vera reads the winners on a phone in Persian. The draw is the seeded
// giveaway's, once a run: the other specs never draw one.

import { createHash } from 'node:crypto';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { messages } from '../../shared/src/domain/messages.ts';
import { DAY_MS, localDay } from '../../shared/src/domain/timers.ts';
import { axeResults } from './helpers/axe.ts';
import { logIn } from './helpers/members.ts';
import { reviewShot } from './helpers/review-shots.ts';
import { expect, test } from './helpers/test.ts';

const vera = demoAccounts.find((a) => a.volunteer);
const wendy = demoAccounts.find((a) => a.role === 'wisher');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The page's procedure, as a member runs it on the published list. */
function recompute(seed: string, entries: { entryId: string; person: string }[], places: number): string[] {
  const order = [...entries].sort((a, b) =>
    sha(`${seed}:${a.entryId}`) < sha(`${seed}:${b.entryId}`) ? -1 : 1,
  );
  const seen = new Set<string>();
  const winners: string[] = [];
  for (const entry of order) {
    if (winners.length === places) break;
    if (seen.has(entry.person)) continue;
    seen.add(entry.person);
    winners.push(entry.entryId);
  }
  return winners;
}

test.describe.configure({ mode: 'serial' });

test('a volunteer sets up giveaways, closes and draws one, and sends a prize (desktop, English)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  if (!vera) throw new Error('The seed has no volunteer account');
  await page.setViewportSize(DESKTOP);
  await logIn(page, vera);
  await page.goto('/support');
  await page.getByRole('link', { name: 'Giveaways' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeVisible();
  const running = page.getByRole('article', { name: 'Book Extravaganza' });
  await expect(running.getByText('Open now')).toBeVisible();
  // The seeded posts are its entries (the stream consumer folded them at start-up).
  await expect
    .poll(
      async () => Number((await running.getByTestId('console-entries').textContent())?.replace(/\D/g, '')),
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0);

  // A new giveaway: its words in English, its name in Persian too.
  await page.getByRole('button', { name: 'New giveaway' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Winter Reading Giveaway');
  await page.getByLabel('Prize', { exact: true }).fill('A $15 gift card');
  await page
    .getByLabel('Rules', { exact: true })
    .fill('Each post made in the window is one entry. One win per person.');
  await page.getByRole('button', { name: 'فارسی: not translated yet' }).click();
  await page.getByLabel('Name (فارسی)').fill('قرعه‌کشی کتاب زمستان');
  const nextMonth = localDay(Date.now() + 30 * DAY_MS);
  await page.getByLabel('First day (Pacific time)').fill(nextMonth);
  await page.getByLabel('Last day (Pacific time)').fill(localDay(Date.now() + 60 * DAY_MS));
  await page.getByLabel('Number of winners').fill('3');
  await page.getByRole('button', { name: 'Save the giveaway' }).click();
  await expect(
    page.getByRole('article', { name: 'Winter Reading Giveaway' }).getByText('Opens soon'),
  ).toBeVisible();

  // A bad window is refused in the catalogue's words, and nothing changes.
  await running.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Last day (Pacific time)').fill('2000-01-01');
  await page.getByRole('button', { name: 'Save the giveaway' }).click();
  await expect(
    page.getByText('Please choose the first and last day of the giveaway, the last on or after the first.'),
  ).toBeVisible();
  // Closed a day early: yesterday in British Columbia is its last day, so it can be drawn now.
  await page.getByLabel('Last day (Pacific time)').fill(localDay(Date.now() - DAY_MS));
  await page.getByRole('button', { name: 'Save the giveaway' }).click();
  await expect(running.getByText('Closed: the draw is coming')).toBeVisible();
  await running.getByRole('button', { name: 'Draw the winners' }).click();
  await expect(running.getByText('Drawn', { exact: true })).toBeVisible();

  // The winners with their names and emails, to send the prizes; one marked sent.
  const winners = running
    .getByTestId('console-winners')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(winners.first()).toBeVisible();
  await expect(winners.first().getByRole('link')).toHaveAttribute('href', /^mailto:.+@example\.org$/);
  await expect(running.getByTestId('console-winners')).not.toContainText(vera.name);
  await winners.first().getByRole('button', { name: 'Prize sent' }).click();
  await expect(winners.first().getByText('Prize sent')).toBeVisible();
  await running.getByText('What volunteers did').click();
  await expect(running.getByText(/draw: \d+ entries/)).toBeVisible();
  await reviewShot(page, test.info().outputPath('giveaways-console-1280.png'), { fullPage: true });
  const results = await axeResults(page);
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('a member reads the drawn giveaway in Persian on a phone and finds the same winners by the procedure', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  if (!wendy) throw new Error('The seed has no Wendy');
  await logIn(page, wendy);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fa'));
  await page.goto('/event2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const giveaway = page.getByRole('region', { name: 'جشنوارهٔ کتاب' });
  await expect(giveaway.getByText('قرعه کشیده شد', { exact: true })).toBeVisible();
  // Her own entries: each post she made in the window.
  await expect(giveaway.getByTestId('my-entries').locator('code').first()).toBeVisible();

  const current = (await (await request.get('/api/giveaways/current')).json()).giveaway;
  const seed = (await giveaway.getByTestId('giveaway-seed').textContent())?.trim() ?? '';
  const commitment = (await giveaway.getByTestId('giveaway-commitment').textContent())?.trim() ?? '';
  expect(sha(seed)).toBe(commitment);
  const list = await (await request.get(`/api/giveaways/${current.id}/entries`)).json();
  const shown = await giveaway.getByTestId('giveaway-winners').locator('code').allTextContents();
  expect(shown).toEqual(recompute(seed, list.entries, current.places));
  // The list names nobody.
  expect(JSON.stringify(list)).not.toMatch(/Wendy|@example/);
  await reviewShot(page, test.info().outputPath('event2-fa-390.png'), { fullPage: true });
  // Nothing runs past the phone's edge (the hashes and the commands wrap or scroll in their box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
});

test('a visitor on a desktop reads the winners and is asked to sign in for their entries (English)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/event2');
  const giveaway = page.getByRole('region', { name: 'Book Extravaganza' });
  await expect(giveaway.getByText('Drawn', { exact: true })).toBeVisible();
  await expect(giveaway.getByRole('link', { name: 'Sign in to see your entries' })).toBeVisible();
  await expect(giveaway.getByTestId('giveaway-winners').locator('code').first()).toBeVisible();
  await expect(giveaway.getByRole('link', { name: 'Download the list of entries' })).toBeVisible();
  // The console is volunteers' only: a visitor gets the 404 page there.
  await page.goto('/support/giveaways');
  await expect(page.getByRole('heading', { level: 1, name: messages.pages.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New giveaway' })).toHaveCount(0);
});

test('the volunteer reads the winners on a phone in Persian, the page in its width', async ({ page }) => {
  if (!vera) throw new Error('The seed has no volunteer account');
  await logIn(page, vera);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => localStorage.setItem('bookwish.language', 'fa'));
  await page.goto('/support/giveaways');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قرعه‌کشی‌ها' })).toBeVisible();
  const drawn = page.getByRole('article', { name: 'جشنوارهٔ کتاب' });
  await expect(drawn.getByText('جایزه ارسال شد', { exact: true }).first()).toBeVisible();
  await expect(drawn.getByRole('button', { name: 'به‌موقع پاسخ نداد' }).first()).toBeVisible();
  await reviewShot(page, test.info().outputPath('giveaways-console-fa-390.png'), { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
});
