// axe-core over the page as it stands, in one place for every spec. Only violations are gathered
// (`resultTypes`): axe still runs every rule, but skips building the passed and incomplete nodes'
// details nobody reads, the most of a scan's time on a long page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** axe over `page`, gathering violations only. */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/** The violations (at most five nodes each), in a form that reads well in a failed assertion. */
export async function axeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<Violation[]> {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const results = await builder.analyze();
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
