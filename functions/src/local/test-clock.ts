// The local stack's test clock: POST /_dev/clock { "advanceDays": n } moves the app's Clock
// forward for every handler and the timer sweep in this process, then sweeps, so tests never sleep
// for days. Local only: nothing under handlers/ or app/ imports this, so no AWS bundle has it.
// Only the app's Clock moves: tokens, S3 signatures and emulators keep real time.

import { DAY_MS } from '@bookwish/shared/domain/timers';
import { systemClock } from '../app/ports.ts';

/** The largest single move: a year is past every timer we have. */
export const MAX_ADVANCE_DAYS = 366;

export interface TestClock {
  /** Days the clock runs ahead of real time. */
  offsetDays(): number;
  advance(days: number): void;
  /** Back to real time (a test run's shared stack, for the tests after). */
  reset(): void;
  /** Back to real time (the stack stops). */
  uninstall(): void;
}

/** Points the app's system clock at real time plus an offset. */
export function installTestClock(): TestClock {
  const real = systemClock.now;
  let offset = 0;
  systemClock.now = () => Date.now() + offset;
  return {
    offsetDays: () => offset / DAY_MS,
    advance(days) {
      offset += days * DAY_MS;
    },
    reset() {
      offset = 0;
    },
    uninstall() {
      systemClock.now = real;
    },
  };
}
