// axe-core over the page as it stands, in one place for every spec. Only violations are gathered
// (`resultTypes`): axe still runs every rule, but skips building the passed and incomplete nodes'
// details nobody reads, the most of a scan's time on a long page.
//
// axe-core is put into the page once per document and run there with `axe.run`, the way its own docs
// show. @axe-core/playwright's AxeBuilder did the same rules in three times the time: every scan put
// the 650 KB script into the page again, then opened a blank page, put it in there too and finished
// the run in it: a safeguard for content in frames of other origins. A page of ours has no frame with
// content to scan: the site's policy lets it frame only itself (default-src 'self') and lets nothing
// frame the site (frame-ancestors 'none'), so the top document is the whole page. Measured over four
// routes, one after the other on a quiet machine: 2.2-3.5 s a scan with it, 0.3-1.4 s without.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPTIONS: RunOptions = { resultTypes: ['violations'], iframes: false };

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** axe over `page` (or the part of it `include` selects), gathering violations only; axe is put in
 * unless this document already has it (a navigation starts a new one). */
export async function axeResults(page: Page, { include }: { include?: string } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([context, options]) =>
      (
        window as unknown as { axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(context ?? document, options),
    [include ?? null, OPTIONS] as const,
  );
}

/** The violations (at most five nodes each), in a form that reads well in a failed assertion. */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<Violation[]> {
  const results = await axeResults(page, { include });
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Once nothing on the page says it is loading: no violations, named `what` when one is found. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page), what).toEqual([]);
}

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

/**
 * No violations at a laptop's 1280 px and a phone's 390 px: the screen as it stands, scanned wide,
 * narrowed and scanned again, then widened back. The layout follows the width as a person's resized
 * window does (CSS and the one media-query hook both listen), so a screen is reached once for both
 * widths instead of once per width; a dialog or drawer that is open stays open through the resize
 * (checked, so a scan never silently misses it).
 */
export async function expectNoViolationsWideAndNarrow(page: Page, what: string): Promise<void> {
  const dialogs = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  const open = await dialogs.count();
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await expect(dialogs, `${what}: the open dialogs at ${viewport.width} px`).toHaveCount(open);
    await expectNoViolations(page, `${what} at ${viewport.width} px`);
  }
  await page.setViewportSize(WIDE);
}
