// Axe-core finds 0 violations on every route at 1280 and 390 px wide: each route scanned wide, then
// narrowed and scanned again (the layout follows the width as a person's resized window does: CSS and
// the one media-query hook both listen), the routes opened in the app one after the other. Routes a
// visitor only meets as another page (Make a Wish and Give a Treat send to /login, /profile and
// /support are the 404 page) are scanned as that page; their signed-in screens are features-a11y's
// and support.spec's. With BOOKWISH_SCREENSHOTS=1, a full-page screenshot of every route at both
// widths lands in web/e2e/screenshots/ (gitignored), and of the open side sheet and a team bio: a
// person's review, kept out of the default run for its time (scrolling every lazy image in, then a
// full-page capture, was a third of this spec). The side sheet and the bio dialog are scanned open by
// dialogs-a11y.
import { fileURLToPath } from 'node:url';
import { axeViolations } from './helpers/axe.ts';
import { openInApp } from './helpers/in-app.ts';
import { SCREENSHOTS } from './helpers/review-shots.ts';
import { expect, type Page, test } from './helpers/test.ts';
import { routeCases } from './routes.ts';

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Loaded = the network is quiet and the page's heading is on screen (lazy chunks, data, skeletons gone). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Scroll through the page so lazy images load, then back to the top, for a complete full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  // Images inside a hidden layout (e.g. the About grid's other breakpoint) never load: skip them.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || !image.checkVisibility()),
  );
}

// Its tests share both workers with the other files instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

// /thanks is scanned at both widths by thanks-wall.spec, with a card of its own on the wall.
const scanned = routeCases.filter((r) => !r.visitorSees && r.name !== 'thanks');
/** Three tests (the workers take them side by side), each booting the app once and opening its other
 * routes in it, as a visitor's links do: a new document per route cost the app's boot and axe's load
 * again each time. No two routes of one kind follow each other (event and event2, the spotlights), so
 * each opens a new page. */
const GROUPS = 3;
const groups = Array.from({ length: GROUPS }, (_, g) => scanned.filter((_, i) => i % GROUPS === g));

for (const group of groups) {
  test(`${group.map((r) => r.name).join(', ')}: no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(300_000);
    for (const [index, route] of group.entries()) {
      await page.setViewportSize(widths[0]);
      const path = typeof route.path === 'string' ? route.path : await route.path(page);
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        // The narrow layout is the one the width says (the menu button replaces the top menu).
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({
          visible: viewport.width < 800 && route.name !== 'login',
        });
        await settle(page);
        if (SCREENSHOTS) {
          await loadLazyImages(page);
          await page.screenshot({
            path: `${screenshots}${route.name}-${viewport.width}.png`,
            fullPage: true,
          });
        }
        expect(await axeViolations(page), `${route.name} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
}

if (SCREENSHOTS) {
  test('screenshots of the side sheet below 800 px and a team bio dialog on /about', async ({ page }) => {
    await page.setViewportSize(widths[1]);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: `${screenshots}side-sheet-390.png` });
    await page.setViewportSize(widths[0]);
    await page.goto('/about');
    await settle(page);
    await page.getByRole('button', { name: "Read Mei Lin Chen's bio" }).click();
    await expect(page.getByRole('dialog', { name: 'Mei Lin Chen' })).toBeVisible();
    await page.screenshot({ path: `${screenshots}about-bio-dialog-1280.png` });
  });
}
