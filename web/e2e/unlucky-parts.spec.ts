// A part of a page whose code does not arrive fails alone, at 390 px: the impact dashboard keeps its
// figures and table when only its chart's code is missing, and the chart comes by itself once the
// connection is back (an answer from the server says so: no timer); after a deploy that took the chart's
// file away, its place says Bookwish has been updated and offers the reload that brings it. The Report
// dialog, missing through a dropout longer than a first quick retry, comes once the member is back.
import { messages } from '@bookwish/shared/domain/messages';
import { demoAccounts } from '../../functions/src/local/demo-data.ts';
import { logIn, signIn } from './helpers/members.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { wishWithGiver } from './helpers/unlucky-a.ts';

test.use({ viewport: { width: 390, height: 844 } });

const volunteer = demoAccounts.find((a) => a.volunteer);
const CHART = '**/assets/impact-chart-*.js';

async function openImpact(page: Page) {
  if (!volunteer) throw new Error('The seed has no volunteer account');
  await logIn(page, volunteer);
  await page.goto('/support/impact');
  await expect(page.getByRole('heading', { level: 1, name: 'Impact' })).toBeVisible();
}

/** What the dashboard shows besides its chart: the figures and the month-by-month table. */
async function figuresAndTableShow(page: Page) {
  await expect(
    page.getByRole('table', { name: 'Month by month' }).locator('tr[data-month="total"]'),
  ).toBeVisible();
  await expect(page.getByText('Books gifted').first()).toBeVisible();
}

const chart = (page: Page) => page.locator('figure').filter({ has: page.locator('figcaption') });

test("the chart's code dropped: figures and table stay, and the chart comes once an answer gets through", async ({
  page,
}) => {
  await page.route(CHART, (route) => route.abort('connectionreset'));
  await openImpact(page);
  await expect(page.getByText(messages.connection.partMissingTitle)).toBeVisible();
  // Once the chart has failed, the rest of the dashboard is still there (not the page's error screen).
  await figuresAndTableShow(page);
  await expect(page.getByLabel('Year')).toBeVisible();
  await expect(chart(page)).toHaveCount(0);

  // The connection is back (navigator.onLine never changed); the volunteer shows another year, and the
  // figures' answer is the sign: the chart's code is asked for again and arrives.
  await page.unroute(CHART);
  const year = new Date().getUTCFullYear();
  await page.getByLabel('Year').selectOption(String(year - 1));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
  await expect(chart(page)).toBeVisible();
  await figuresAndTableShow(page);
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);
});

test("the chart's file gone after a deploy: figures and table stay, its place offers the reload that brings it", async ({
  page,
}) => {
  await page.route(CHART, (route) => route.fulfill({ status: 404, body: '' }));
  await openImpact(page);
  await expect(page.getByText(messages.connection.updatedTitle)).toBeVisible();
  await figuresAndTableShow(page);
  const reload = page.getByRole('button', { name: messages.connection.reload });
  await expect(reload).toBeVisible();
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);

  // The new build has the chart: the reload brings the whole dashboard, chart included.
  await page.unroute(CHART);
  await reload.click();
  await expect(chart(page)).toBeVisible();
  await figuresAndTableShow(page);
});

test('the Report dialog missing through a dropout of several seconds comes when the member is back', async ({
  page,
  request,
}) => {
  const { giver, title, id } = await wishWithGiver(request, 'report-dropout');
  await signIn(page, giver);
  await page.goto(`/wishlist/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The dropout: every file asked for fails, for longer than a first quick retry would wait.
  let asked = 0;
  await page.route('**/assets/report-dialog-*.js', (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByText(messages.connection.partMissing)).toBeVisible();
  await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
  // Several seconds pass, as they do on a train between two masts.
  await page.waitForTimeout(4_000);
  await page.unroute('**/assets/report-dialog-*.js');

  // The member checks their signal in another app and comes back to the tab.
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
  await expect(page.getByRole('dialog', { name: 'Report this post' })).toBeVisible();
  await expect(page.getByText(messages.connection.partMissingTitle)).toHaveCount(0);
});
