// Book drives, as a volunteer and a member meet them: Vera opens a drive from the console (a Persian
// name beside the English), a member makes a wish for it from Make a Wish, the drive's page lists it
// with the progress bar, the member adds another wish to it later from the wish's page, and Vera
// closes the drive, which then takes no more wishes. And the seeded
// drive, part-way to its goal, on its page and in the home page's banner, at 390 px and 1280 px, in
// English and in Persian (right to left; its untranslated purpose marked as English).

import { localDay } from '@bookwish/shared/domain/timers';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { DEMO_DRIVE_ID } from '../../functions/src/local/seed-drive.ts';
import { axeResults } from './helpers/axe.ts';
import { createMember, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

const vera = demoAccounts.find((a) => a.volunteer);
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const DAY_MS = 86_400_000;

/** Nothing wider than the window: no sideways scrolling at this width. */
async function fitsTheWindow(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `page ${scroll} px wide in a ${width} px window`).toBeLessThanOrEqual(width);
}

test('a volunteer opens a drive, a member makes a wish for it, the volunteer closes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  if (!vera) throw new Error('The seed has no volunteer account');
  const name = `Picture books for the Steveston library ${Date.now()}`;

  const volunteerContext = await browser.newContext({ viewport: LAPTOP });
  const v = await volunteerContext.newPage();
  await signIn(v, vera);
  await v.goto('/support');
  await v.getByRole('link', { name: 'Book drives' }).click();
  await expect(v.getByRole('heading', { level: 1, name: 'Book drives' })).toBeVisible();

  // A drive without its English words is refused, with the field's words.
  await v.getByRole('button', { name: 'Open the drive' }).click();
  await expect(v.getByRole('alert').first()).toContainText(
    "Please enter the drive's name and purpose in English.",
  );

  await v.getByLabel('Name', { exact: true }).fill(name);
  await v
    .getByLabel('Purpose', { exact: true })
    .fill('Picture books for the children’s corner of the branch.');
  await v.getByRole('button', { name: /فارسی/ }).click();
  await v.getByLabel('Name (فارسی)').fill('کتاب‌های مصور برای کتابخانهٔ استیوستون');
  await v.getByLabel("Partner's name").fill('Steveston library branch');
  await v.getByLabel('Kind of partner').selectOption('library');
  await v.getByLabel('Goal in books').fill('40');
  await v.getByLabel('First day').fill(localDay(Date.now()));
  // Ending after the seeded drive, which the home page's banner keeps showing meanwhile.
  await v.getByLabel('Last day').fill(localDay(Date.now() + 60 * DAY_MS));
  await v.getByRole('button', { name: 'Open the drive' }).click();
  await expect(v.getByText('The drive is open.')).toBeVisible();
  const item = v.getByRole('listitem').filter({ has: v.getByRole('heading', { name }) });
  await expect(item).toContainText('Steveston library branch (Library branch)');
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 40 books gifted');
  const drivePath = new URL((await item.getByRole('link', { name }).getAttribute('href')) ?? '', v.url())
    .pathname;
  // The console passes axe, its form and its list of drives included.
  const violations = (await axeResults(v)).violations.map((violation) => violation.id);
  expect(violations).toEqual([]);

  // A member makes a wish for the drive from Make a Wish's choice.
  const member = await createMember(v.request, 'drive-wisher');
  const memberContext = await browser.newContext({ viewport: PHONE });
  const m = await memberContext.newPage();
  await signIn(m, member);
  await m.goto('/makeawish');
  const title = `The Snowy Day ${Date.now()}`;
  await m.getByLabel('Title').fill(title);
  await m.getByLabel('Purchase link').fill('https://www.example.org/snowy-day');
  await m.getByLabel('Destination country').fill('Canada');
  await m.getByLabel('Price').fill('CAD 11.00');
  await m.getByLabel(/For a book drive/).selectOption({ label: name });
  await m.getByRole('button', { name: 'Post' }).click();
  await expect(m).toHaveURL(/\/wishlist\/[^/]+$/);
  await expect(m.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The drive's page lists it among the wishes waiting for a giver (once the stream has folded it:
  // wait as a person reloading the page would).
  await m.goto(drivePath);
  await expect(m.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(async () => {
    await m.reload();
    await expect(m.getByRole('region', { name: 'Wishes waiting for a giver' }).getByText(title)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(m.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 40 books gifted');
  await fitsTheWindow(m);

  // A wish made without a drive is added to it later from its page, by its owner.
  await m.goto('/makeawish');
  const later = `Julián Is a Mermaid ${Date.now()}`;
  await m.getByLabel('Title').fill(later);
  await m.getByLabel('Purchase link').fill('https://www.example.org/julian');
  await m.getByLabel('Destination country').fill('Canada');
  await m.getByLabel('Price').fill('CAD 14.00');
  await m.getByRole('button', { name: 'Post' }).click();
  await expect(m.getByRole('heading', { level: 1, name: later })).toBeVisible();
  await m.getByLabel('Add to a book drive').selectOption({ label: name });
  await m.getByRole('button', { name: 'Add to the drive' }).click();
  await expect(m.getByText('Your wish is part of the drive.')).toBeVisible();
  await expect(m.getByRole('link', { name })).toHaveAttribute('href', drivePath);
  await expect(m.getByText('Added to a book drive')).toBeVisible();

  // Vera closes it, after saying yes; it ends, and Make a Wish no longer offers it.
  await item.getByRole('button', { name: 'Close the drive' }).click();
  await item.getByRole('button', { name: 'Yes, close it' }).click();
  await expect(v.getByText('The drive is closed.')).toBeVisible();
  await expect(item).toContainText('Ended');
  // Who opened and who closed it, as the audit kept them.
  await expect(item.getByText(/^Opened by Vera Moreau on /)).toBeVisible();
  await expect(item.getByText(/^Closed by Vera Moreau on /)).toBeVisible();
  await m.goto('/makeawish');
  await expect(m.getByLabel('Title')).toBeVisible();
  const choice = m.getByLabel(/For a book drive/);
  if (await choice.count()) await expect(choice.getByRole('option', { name })).toHaveCount(0);
});

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: the seeded drive's page and the home banner at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => localStorage.setItem('bookwish.language', value), locale);
    const words =
      locale === 'fa'
        ? {
            name: '۲۵ کتاب برای کتابخانهٔ یک مدرسه در ریچموند',
            progress: /^۸ کتاب از ۲۵ اهدا شده$/,
            wishes: 'آرزوهای منتظر اهداکننده',
            thanks: 'پیام‌های تشکر',
            seeDrive: 'دیدن پویش',
          }
        : {
            name: '25 books for a Richmond school library',
            progress: /^8 of 25 books gifted$/,
            wishes: 'Wishes waiting for a giver',
            thanks: 'Thank-yous',
            seeDrive: 'See the drive',
          };
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/drive/${DEMO_DRIVE_ID}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: words.name })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', words.progress);
      // Its purpose has no Persian translation: the English is shown, marked as English.
      const purpose = page.getByText(/lost much of its collection to a flood/);
      await expect(purpose).toBeVisible();
      if (locale === 'fa') {
        await expect(page.locator('[lang="en-CA"]').filter({ has: purpose })).toHaveAttribute('dir', 'ltr');
      }
      await expect(page.getByRole('region', { name: words.wishes }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('region', { name: words.thanks }).getByRole('listitem')).toHaveCount(4);
      await fitsTheWindow(page);

      await page.goto('/');
      const banner = page.getByRole('region', { name: words.name });
      await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuetext', words.progress);
      await fitsTheWindow(page);
      await banner.getByRole('link', { name: words.seeDrive }).click();
      await expect(page).toHaveURL(new RegExp(`/drive/${DEMO_DRIVE_ID}$`));
    }
  });
}
