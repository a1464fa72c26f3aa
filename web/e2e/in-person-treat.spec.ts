// A whole treat handed over in person, at a phone's width (390 px), in English and in Persian (right
// to left): the requester asks for it in person (no address field), the treater proposes a public
// place and a time, the requester picks it, both read where and when with the safety words and the
// other's first name, a stranger reads neither; once the time has come the treater says it was handed
// over, and the requester presses Book Received, to the treat's "given" line.
//
// The meeting starts a few minutes after it is proposed (the server takes no time in the past); the
// two members meet a little early, as people do, and the treater says so within the quarter of an hour
// before the agreed time that counts (EARLY_HANDOVER_MINUTES): no test clock is moved, so the specs
// running beside this one keep today's dates. The place is the test's own, open every day.
import { TIME_ZONE } from '@bookwish/shared/domain/constants';
import { catalogueOf } from './helpers/language-checks.ts';
import { apiPost, createMember, type Member, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const vera: Member = { email: 'vera@example.org', password: 'bookwish1', name: 'Vera' };
const allDay = [['00:00', '23:59']];
const hours = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };

/** The day and the time of day in Vancouver of `at`, as a date and a time input take them, read by
 * the browser's own time zone rules (the page turns them back into an instant by the same rules, which
 * may differ from Node's: Debian's Chromium keeps its own zone data). */
function vancouver(page: Page, at: number): Promise<{ day: string; time: string }> {
  return page.evaluate(
    ({ at, zone }) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        day: `${part('year')}-${part('month')}-${part('day')}`,
        time: `${part('hour')}:${part('minute')}`,
      };
    },
    { at, zone: TIME_ZONE },
  );
}

/** Nothing wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const locale of ['en', 'fa'] as const) {
  test(`a treat handed over in person, at 390 px, in ${locale}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const c = catalogueOf(locale);
    const say = (key: string, values: Record<string, string> = {}) =>
      (c[key] ?? '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    const [treater, requester, stranger] = await Promise.all([
      createMember(request, 'treater'),
      createMember(request, 'requester'),
      createMember(request, 'stranger'),
    ]);
    const run = Date.now().toString(36);
    const place = await apiPost<{ id: string; name: string }>(request, vera, '/api/support/meeting-places', {
      name: `Belcarra Reading Room ${run}`,
      address: `${run} Bedwell Bay Rd, Belcarra`,
      area: 'belcarra',
      kind: 'community-centre',
      hours,
    });
    const title = `The Secret Garden ${run}`;
    const { id } = await apiPost(request, treater, '/api/treats', {
      title,
      author: 'Frances Hodgson Burnett',
      types: ['Fiction'],
      shippingDestination: 'Canada',
      message: 'A lovely old copy.',
      handover: { inPerson: true, area: 'belcarra' },
    });

    const pageIn = async (member: Member) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((value) => localStorage.setItem('bookwish.language', value), locale);
      const page = await context.newPage();
      await signIn(page, member);
      await page.goto(`/treat/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      return page;
    };
    const r = await pageIn(requester);
    const t = await pageIn(treater);

    // In person is offered first, and asks for no address.
    await r.getByRole('button', { name: say('requestButton.request'), exact: true }).click();
    const dialog = r.getByRole('dialog');
    await expect(
      dialog.getByRole('radio', { name: new RegExp(say('requestDialog.byMail')) }),
    ).not.toBeChecked();
    await expect(dialog.getByLabel(say('requestDialog.shippingAddress'))).toHaveCount(0);
    await dialog
      .getByLabel(say('requestDialog.message'), { exact: true })
      .fill('For my daughter, thank you!');
    await dialog.getByRole('button', { name: say('requestDialog.submit') }).click();
    await r.getByRole('button', { name: say('doneDialog.okay') }).click();
    await fitsThePhone(r);

    // The treater proposes the place and a time a few minutes from now, for half an hour.
    await t.reload();
    const panel = t.getByRole('region', { name: say('meetingPanel.title') });
    await expect(panel.getByText(say('meetingPanel.safetyBefore'))).toBeVisible();
    await panel.getByRole('checkbox', { name: new RegExp(place.name) }).check();
    const start = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
    const from = await vancouver(t, start);
    const to = await vancouver(t, start + 30 * 60_000);
    await panel.locator('input[type=date]').fill(from.day);
    await panel.locator('input[type=time]').first().fill(from.time);
    await panel.locator('input[type=time]').last().fill(to.time);
    await panel.getByRole('button', { name: say('meetingPanel.send') }).click();
    await expect(
      panel.getByText(say('meetingPanel.waitingForPick', { name: requester.name.split(' ')[0] ?? '' })),
    ).toBeVisible();
    await fitsThePhone(t);

    // The requester picks it, and reads where, when, the hours and the safety words.
    await r.reload();
    const mine = r.getByRole('region', { name: say('meetingPanel.title') });
    await mine
      .getByRole('group', { name: say('meetingPanel.times') })
      .getByRole('radio')
      .first()
      .check();
    await mine.getByRole('button', { name: say('meetingPanel.agree') }).click();
    await expect(mine.getByText(say('meetingPanel.safety', { place: place.name }))).toBeVisible();
    await expect(mine.getByText(`${run} Bedwell Bay Rd, Belcarra`)).toBeVisible();
    await expect(
      mine.getByText(say('meetingPanel.withName', { name: treater.name.split(' ')[0] ?? '' })),
    ).toBeVisible();
    await fitsThePhone(r);

    // A stranger reads that a meeting was agreed, never where or when.
    const s = await pageIn(stranger);
    await expect(s.getByText(say('msg.meeting.agreed'))).toBeVisible();
    expect(await s.content()).not.toContain(place.name);

    // They meet a few minutes early: the treater says the book was handed over.
    await t.reload();
    const handedOver = t.getByRole('button', { name: say('meetingPanel.handedOver') });
    await handedOver.click();
    await expect(t.getByText(say('msg.meeting.handedOver'))).toBeVisible();

    // The requester thanks the treater with Book Received.
    await r.reload();
    await r.getByLabel(say('closeForm.thankYouNote')).fill('She loves it. Thank you!');
    await r.getByRole('button', { name: say('closeForm.bookReceived') }).click();
    await expect(r.getByText(say('msg.timeline.treatGiven'))).toBeVisible();
    await fitsThePhone(r);
  });
}
