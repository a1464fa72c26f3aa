// The impact figures a volunteer reads (and downloads for a grant form): aggregates only, for a range
// of months. Who may read them is decided here; the figures come from the stream's projection.

import {
  type ImpactMonth,
  type ImpactReport,
  impactReport,
  MONTH_PATTERN,
  monthsBetween,
} from '@bookwish/shared/domain/impact';
import { supportMessages } from '@bookwish/shared/domain/messages';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock } from './ports.ts';
import { requireVolunteer } from './volunteer.ts';

export interface ImpactDeps {
  clock: Clock;
  impact: { months(): Promise<ImpactMonth[]> };
}

/** Five years of months at most: a board reads a year, a grant three. */
const MAX_MONTHS = 60;

export async function readImpact(
  deps: ImpactDeps,
  input: { caller: Actor | null; from?: string; to?: string },
): Promise<ImpactReport> {
  requireVolunteer(input.caller);
  const now = new Date(deps.clock.now());
  const thisMonth = now.toISOString().slice(0, 7);
  const from = input.from || `${thisMonth.slice(0, 4)}-01`;
  const to = input.to || thisMonth;
  if (!MONTH_PATTERN.test(from) || !MONTH_PATTERN.test(to)) {
    throw new AppError('VALIDATION', supportMessages.impactMonth, { from: supportMessages.impactMonth });
  }
  const span = monthsBetween(from, to).length;
  if (span === 0 || span > MAX_MONTHS) {
    throw new AppError('VALIDATION', supportMessages.impactRange, { from: supportMessages.impactRange });
  }
  return impactReport(await deps.impact.months(), from, to);
}
