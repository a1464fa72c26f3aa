// The impact dashboard: a volunteer opens it from /support, picks a calendar year, reads its figures in
// the table (rounded to 5, "Fewer than 5" where held back), downloads the CSV and finds the table's
// cells in it; the page is axe clean. That a member gets the 404 page there is support.spec's.

import { readFile } from 'node:fs/promises';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { axeResults } from './helpers/axe.ts';
import { logIn } from './helpers/members.ts';
import { reviewShot } from './helpers/review-shots.ts';
import { expect, test } from './helpers/test.ts';

const volunteer = demoAccounts.find((a) => a.volunteer);

test('a volunteer reads the impact figures and downloads the same rows as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  await logIn(page, volunteer);
  await page.goto('/support');
  await page.getByRole('link', { name: 'Impact figures for grant reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impact' })).toBeVisible();

  // The period is a calendar year, in the URL: last year first, then the demo's year.
  const year = new Date().getUTCFullYear();
  await page.getByLabel('Year').selectOption(String(year - 1));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
  await page.getByLabel('Year').selectOption(String(year));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect(page.getByText('the figures come by calendar year only')).toBeVisible();
  /** A cell as the CSV writes it: a number, or "<5" where the rule holds it back. */
  const asCsv = (text: string) => (text.trim() === 'Fewer than 5' ? '<5' : text.replace(/\D/g, ''));

  const table = page.getByRole('table', { name: 'Month by month' });
  const total = table.locator('tr[data-month="total"]');
  await expect(total).toBeVisible();
  // The seed's closed exchanges are counted (the stream consumer folded them at start-up).
  await expect
    .poll(async () => asCsv((await total.locator('td').first().textContent()) ?? ''), { timeout: 60_000 })
    .toMatch(/^(<5|5|[1-9]\d*[05])$/);

  // Other specs sign members up meanwhile, and this month's member counts move with them: the table and
  // the CSV are read again, page reloaded, until one pair is read between two sign-ups.
  let csv: string[] = [];
  let drives: string[] = [];
  await expect(async () => {
    await page.reload();
    await expect(total).toBeVisible();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.getAttribute('data-month') ?? '',
          ...[...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
        ]),
      );
    const totals = await total.locator('td').allInnerTexts();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`bookwish-impact-${year}.csv`);
    const lines = (await readFile((await download.path()) as string, 'utf8')).trimEnd().split('\r\n');
    // The month-by-month table, then, after a blank line, the year's book drives (their own columns).
    const blank = lines.indexOf('');
    csv = blank === -1 ? lines : lines.slice(0, blank);
    drives = blank === -1 ? [] : lines.slice(blank + 1);
    expect(csv[0]).toBe(
      'month,books_gifted,wishes_granted,treats_given,books_sent,books_on_their_way,new_members,active_members,lapses,reopens',
    );
    expect(csv.slice(1, -1)).toEqual(rows.map(([month, ...cells]) => [month, ...cells.map(asCsv)].join(',')));
    expect(csv.at(-1)).toBe(['total', ...totals.map(asCsv)].join(','));
  }).toPass({ timeout: 90_000 });
  expect(csv.join('\n')).not.toMatch(/@|Wendy|Gabriel|Tessa/);
  // The seeded book drive is a dimension of its own: its books in the year through the same rule, by name.
  if (drives.length) {
    expect(drives[0]).toBe('book_drive,books_gifted');
    expect(drives.slice(1).join('\n')).not.toMatch(/@|Wendy|Gabriel|Tessa/);
  }
  await expect(page.getByRole('table', { name: 'Books gifted by book drive' })).toBeVisible();

  await reviewShot(page, test.info().outputPath('impact-1280.png'), { fullPage: true });
  // The chart has its numbers as text (the table); nothing on the page fails axe.
  await expect(page.getByText('Books gifted and active members, month by month')).toBeVisible();
  const results = await axeResults(page);
  expect(results.violations.map((v) => v.id)).toEqual([]);

  // On a phone (390 px) the year picker and its sentence fit; only the wide table scrolls, in its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Year')).toBeVisible();
  // The chart takes the new width when its resize observer next runs: wait for the settled layout.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, test.info().outputPath('impact-390.png'), { fullPage: true });
});
