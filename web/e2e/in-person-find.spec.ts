// Finding a book nearby, at phone size, in English and in Persian: a member chooses their area in
// Account Setting; on the treats page "hand over in person" then starts from that area and shows the
// demo's in-person treats there (and not another area's), each card saying where; Give a Treat offers
// the same area. A volunteer adds a meeting place from the support desk and anyone reads it in its
// area. Nothing is wider than the phone.

import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { catalogueOf } from './helpers/language-checks.ts';
import { createMember, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

const PHONE = { width: 390, height: 844 };
const volunteer = demoAccounts.find((a) => a.volunteer);

/** The demo's in-person treats in Kitsilano, and one in Burnaby (functions/src/local/seed-stories.ts). */
const KITSILANO_TREATS = ['The Very Hungry Caterpillar', 'Salt, Fat, Acid, Heat'];
const BURNABY_TREAT = 'Indian Horse';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: a member's own area is where "in person" starts, and the treats there are found`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = catalogueOf(locale);
    const t = (key: string, values: Record<string, string> = {}) => {
      const text = words[key];
      if (text === undefined) throw new Error(`no ${key} in ${locale}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    };
    const kitsilano = t('area.vancouverKitsilano');
    await page.setViewportSize(PHONE);
    await page.addInitScript((value) => localStorage.setItem('bookwish.language', value), locale);
    const member = await createMember(request, `nearby-${locale}`);
    await signIn(page, member);

    // Account Setting: My area, saved as soon as it is chosen.
    await page.goto('/profile?tab=account');
    const myArea = page.getByRole('region', { name: t('inPerson.myArea') });
    await myArea.getByLabel(t('inPerson.area')).selectOption({ label: kitsilano });
    await expect(myArea.getByText(t('inPerson.areaSaved'))).toBeVisible();
    await fitsThePhone(page);
    await expectNoViolations(page, `Account Setting (${locale})`);

    // The treats page: "in person" starts from the member's area and finds the treats there.
    await page.goto('/treats');
    await page.getByRole('button', { name: t('exploreFilters.filters'), exact: true }).click();
    await page.getByRole('checkbox', { name: t('inPerson.inPersonOnly') }).check();
    await expect(page).toHaveURL(/[?&]inPerson=1/);
    await expect(page).toHaveURL(/[?&]area=vancouver-kitsilano/);
    const filters = page.getByRole('search');
    await expect(filters.getByLabel(t('inPerson.area'))).toHaveValue('vancouver-kitsilano');
    const list = page.getByRole('list', { name: t('treatsPage.treats') });
    for (const title of KITSILANO_TREATS) {
      const card = list.getByRole('listitem').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByText(t('inPerson.canHandOver', { area: kitsilano }))).toBeVisible();
    }
    await expect(list.getByText(BURNABY_TREAT)).toHaveCount(0);
    await fitsThePhone(page);
    await expectNoViolations(page, `/treats in person (${locale})`);

    // The URL is what is shown: reloaded, the same treats.
    await page.reload();
    await expect(list.getByRole('listitem').filter({ hasText: KITSILANO_TREATS[0] })).toBeVisible();

    // A treat's page says where, in the reader's language.
    await list.getByRole('link', { name: KITSILANO_TREATS[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: KITSILANO_TREATS[0] })).toBeVisible();
    await expect(list).toHaveCount(0);
    await expect(page.getByText(t('inPerson.canHandOver', { area: kitsilano }))).toBeVisible();

    // Give a Treat offers the member's area for an in-person hand-over.
    await page.goto('/giveatreat');
    await page.getByRole('checkbox', { name: t('inPerson.iCanHandItOver') }).check();
    await expect(page.getByLabel(t('inPerson.area'), { exact: true })).toHaveValue('vancouver-kitsilano');
    await fitsThePhone(page);
    // Posted so, the new treat's page says where.
    const title = `Nearby ${locale} ${Date.now().toString(36)}`;
    await page.getByLabel(t('treatForm.bookTitle'), { exact: true }).fill(title);
    await page.getByLabel(t('treatForm.shippingDestination')).fill('Canada');
    await page.getByRole('button', { name: t('postFormFooter.post'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(t('inPerson.canHandOver', { area: kitsilano }))).toBeVisible();
  });
}

test('a volunteer adds a meeting place on a phone, and anyone reads it in its area', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  if (!volunteer) throw new Error('The seed has no volunteer account');
  await page.setViewportSize(PHONE);
  await signIn(page, volunteer);
  await page.goto('/support?tab=places');
  const name = `Lynn Valley Village Hall ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Add a meeting place' });
  await form.getByLabel('Public name').fill(name);
  await form.getByLabel('Public street address').fill('1277 Lynn Valley Rd, North Vancouver, BC');
  await form.getByLabel('Area').selectOption({ label: 'District of North Vancouver' });
  await form.getByLabel('Kind of place').selectOption({ label: 'Community centre' });
  await form.getByLabel('Opens on Monday').fill('09:00');
  await form.getByLabel('Closes on Monday').fill('21:00');
  await form.getByLabel('Opens on Saturday').fill('10:00');
  // A day with an opening time and no closing time is refused with the field's message.
  await form.getByRole('button', { name: 'Add place' }).click();
  await expect(
    form
      .getByText('Please give each day an opening time before its closing time, or leave the day closed.')
      .first(),
  ).toBeVisible();
  await form.getByLabel('Closes on Saturday').fill('17:00');
  await form.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Place added.')).toBeVisible();
  await expect(page.getByText(`${volunteer.name} added ${name}`, { exact: false })).toBeVisible();
  await fitsThePhone(page);
  await expectNoViolations(page, 'the support desk’s meeting places');

  const places = await request.get('/api/meeting-places?area=north-vancouver-district');
  expect(places.status()).toBe(200);
  const added = (
    (await places.json()) as { items: { name: string; hours: Record<string, string[][]> }[] }
  ).items.find((p) => p.name === name);
  expect(added?.hours).toEqual({
    mon: [['09:00', '21:00']],
    tue: [],
    wed: [],
    thu: [],
    fri: [],
    sat: [['10:00', '17:00']],
    sun: [],
  });
});
