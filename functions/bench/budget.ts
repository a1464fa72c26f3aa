// The figures the benches promise, read from a budgets.json beside each bench (functions/bench/ and
// web/bench/), and the verdict printed next to each measured figure: a change that crosses a budget
// shows OVER in its own run. A file, not constants in the scripts, so a budget is changed on purpose,
// in one reviewed line, and both benches read theirs the same way.
import { readFileSync } from 'node:fs';

/** One budget: at most `max` or at least `min` of `unit`. */
export interface Budget {
  max?: number;
  min?: number;
  unit: string;
}

/** A budgets.json: figure name -> budget ("$comment" keys are notes for the reader). */
export type Budgets = Record<string, Budget>;

export function readBudgets(file: URL): Budgets {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('$'))) as Budgets;
}

export function budgetOf(budgets: Budgets, figure: string): Budget {
  const budget = budgets[figure];
  if (!budget) throw new Error(`no budget named "${figure}" in budgets.json`);
  return budget;
}

export function withinBudget(value: number, budget: Budget): boolean {
  if (Number.isNaN(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}

/** "budget <= 300 KB: OK" or "budget >= 95: OVER". */
export function verdict(value: number, budget: Budget): string {
  const bound = budget.max !== undefined ? `<= ${budget.max}` : `>= ${budget.min}`;
  const unit = budget.unit ? ` ${budget.unit}` : '';
  return `budget ${bound}${unit}: ${withinBudget(value, budget) ? 'OK' : 'OVER'}`;
}
