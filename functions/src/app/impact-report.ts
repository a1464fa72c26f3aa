// The impact figures a volunteer reads (and downloads for a grant form): aggregates only, for one
// calendar year, every cell through the small-cell rule (impact-disclosure.ts). Who may read them is
// decided here; the figures come from the stream's projection.

import { type ImpactMonth, impactReport } from '@bookwish/shared/domain/impact';
import {
  type PublishedImpact,
  publishImpact,
  YEAR_PATTERN,
  yearMonths,
} from '@bookwish/shared/domain/impact-disclosure';
import { supportMessages } from '@bookwish/shared/domain/messages';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

export interface ImpactDeps {
  clock: Clock;
  impact: { months(): Promise<ImpactMonth[]> };
  /** The book drives' English names by id, for the drive dimension (none: their ids). */
  driveNames?: () => Promise<ReadonlyMap<string, string>>;
}

export async function readImpact(
  deps: ImpactDeps,
  input: { caller: Actor | null; year?: string; from?: string; to?: string },
): Promise<PublishedImpact> {
  requireVolunteer(input.caller);
  const thisMonth = new Date(deps.clock.now()).toISOString().slice(0, 7);
  const year = input.year || thisMonth.slice(0, 4);
  // A range of the reader's choosing is what lets two reports be subtracted: refused, not narrowed.
  if (input.from !== undefined || input.to !== undefined || !YEAR_PATTERN.test(year)) {
    throw new AppError('VALIDATION', supportMessages.impactYear, { year: supportMessages.impactYear });
  }
  const { from, to } = yearMonths(year, thisMonth);
  const [months, names] = await Promise.all([deps.impact.months(), deps.driveNames?.()]);
  return publishImpact(year, impactReport(months, from, to), names);
}
