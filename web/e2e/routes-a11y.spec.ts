// Axe-core finds 0 violations on every route at 1280 and 390 px wide. With BOOKWISH_SCREENSHOTS=1, a
// full-page screenshot of every route at both widths lands in web/e2e/screenshots/ (gitignored): a
// person's review, kept out of the default run for its time (scrolling every lazy image in, then a
// full-page capture, was a third of this spec).
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { routeCases } from './routes.ts';

const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));
const SCREENSHOTS = process.env.BOOKWISH_SCREENSHOTS === '1';
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The violations in a form that reads well in a failed assertion. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

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

for (const viewport of widths) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const route of routeCases) {
      test(`${route.name}: no axe violations`, async ({ page }) => {
        const path = typeof route.path === 'string' ? route.path : await route.path(page);
        await page.goto(path);
        await settle(page);
        if (SCREENSHOTS) {
          await loadLazyImages(page);
          await page.screenshot({
            path: `${screenshots}${route.name}-${viewport.width}.png`,
            fullPage: true,
          });
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('open overlays', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the side sheet below 800 px: no axe violations, screenshot', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: `${screenshots}side-sheet-390.png` });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a team bio dialog on /about: no axe violations, screenshot', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await settle(page);
    await page.getByRole('button', { name: "Read Mei Lin Chen's bio" }).click();
    await expect(page.getByRole('dialog', { name: 'Mei Lin Chen' })).toBeVisible();
    await page.screenshot({ path: `${screenshots}about-bio-dialog-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
  });
});
