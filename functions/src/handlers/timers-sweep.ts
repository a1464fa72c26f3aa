// The hold timers' sweep: what fell due runs through the application layer. In AWS an
// EventBridge rule invokes it every SWEEP_EVERY_MINUTES; locally the stack's timer and
// POST /_dev/clock call the same function. A post that failed is logged by id only and the invocation
// fails (the function-errors alarm sees it); the next sweep tries it again.

import { Logger } from '@aws-lambda-powertools/logger';
import { type SweepReport, sweepTimers } from '../app/timers.ts';
import { postDeps } from '../http/deps.ts';

const logger = new Logger({ serviceName: 'bookwish-timers' });

export async function handler(): Promise<Pick<SweepReport, 'done' | 'skipped'> & { failed: number }> {
  const report = await sweepTimers(postDeps);
  const summary = { done: report.done, skipped: report.skipped, failed: report.failed.length };
  logger.info('timers swept', summary);
  if (report.failed.length > 0) {
    for (const { postId, error } of report.failed) logger.error('timer failed', { postId, error });
    throw new Error(`${report.failed.length} timer(s) failed; the next sweep retries them`);
  }
  return summary;
}
