// The hold timers' sweep: what fell due runs through the application layer. In AWS an
// EventBridge rule invokes it every SWEEP_EVERY_MINUTES; locally the stack's timer and
// POST /_dev/clock call the same function. A post that failed is logged by id only and the invocation
// fails (the function-errors alarm sees it); the next sweep tries it again. The same sweep sends the
// volunteers' report digest (app/report-digest.ts) where email is set up (a sender in AWS, the SES
// emulator locally).

import { Logger } from '@aws-lambda-powertools/logger';
import { sendWinnerEmails } from '../app/giveaway-email.ts';
import { type DigestResult, sendReportDigest } from '../app/report-digest.ts';
import { sendOwedDecisionMails } from '../app/spotlight.ts';
import { decisionMail } from '../app/spotlight-mail.ts';
import { type SweepReport, sweepTimers } from '../app/timers.ts';
import { cognitoDirectory } from '../aws/cognito-directory.ts';
import { unsubscribeSecret } from '../aws/notify-secret.ts';
import { sesMailer } from '../aws/ses-mailer.ts';
import { config } from '../config.ts';
import { postDeps } from '../http/deps.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { claimWinnerEmail, dynamoGiveaways, releaseWinnerEmail } from '../store/giveaway-store.ts';
import { dynamoNotificationSettings } from '../store/notification-prefs-store.ts';
import { cognitoVolunteers, dynamoDigestMarker } from '../store/report-digest-store.ts';
import { dynamoSpotlight } from '../store/spotlight-store.ts';

const logger = new Logger({ serviceName: 'bookwish-timers' });

/** Email is set up: a sender in AWS (given with the notifier), the SES emulator locally. */
const mailConfigured = () => Boolean(process.env.SES_SENDER || process.env.SES_ENDPOINT);

async function digest(): Promise<DigestResult | 'no-mail'> {
  if (!mailConfigured()) return 'no-mail';
  return sendReportDigest({
    store: dynamoEventStore,
    clock: postDeps.clock,
    marker: dynamoDigestMarker,
    volunteers: cognitoVolunteers,
    directory: cognitoDirectory,
    settings: dynamoNotificationSettings,
    mailer: sesMailer,
    origin: config().publicOrigin,
  });
}

// The giveaways' winner emails (app/giveaway-email.ts): the first winners after a draw, a replacement
// after a forfeit, each once.
async function winnerEmails(): Promise<{ sent: number } | 'no-mail'> {
  if (!mailConfigured()) return 'no-mail';
  return sendWinnerEmails({
    giveaways: dynamoGiveaways,
    claims: { claim: claimWinnerEmail, release: releaseWinnerEmail },
    directory: cognitoDirectory,
    settings: dynamoNotificationSettings,
    mailer: sesMailer,
    clock: postDeps.clock,
    origin: config().publicOrigin,
  });
}

// The Writer's Spotlight decision emails whose first send failed (app/spotlight.ts), each once.
async function decisionEmails(): Promise<{ sent: number } | 'no-mail'> {
  if (!mailConfigured()) return 'no-mail';
  return sendOwedDecisionMails({
    spotlight: dynamoSpotlight,
    clock: postDeps.clock,
    mail: decisionMail({
      directory: cognitoDirectory,
      settings: dynamoNotificationSettings,
      secret: unsubscribeSecret,
      mailer: sesMailer,
      origin: config().publicOrigin,
    }),
  });
}

export async function handler(): Promise<
  Pick<SweepReport, 'done' | 'skipped'> & {
    failed: number;
    digest: DigestResult | 'no-mail' | 'failed';
    winners: { sent: number } | 'no-mail' | 'failed';
    decisions: { sent: number } | 'no-mail' | 'failed';
  }
> {
  const report = await sweepTimers(postDeps);
  // The digest's failure is logged and fails the invocation like a timer's; the timers ran first.
  let digestResult: DigestResult | 'no-mail' | 'failed';
  try {
    digestResult = await digest();
  } catch (error) {
    logger.error('report digest failed', { error });
    digestResult = 'failed';
  }
  let winners: { sent: number } | 'no-mail' | 'failed';
  try {
    winners = await winnerEmails();
  } catch (error) {
    logger.error('giveaway winner emails failed', { error });
    winners = 'failed';
  }
  let decisions: { sent: number } | 'no-mail' | 'failed';
  try {
    decisions = await decisionEmails();
  } catch (error) {
    logger.error("Writer's Spotlight decision emails failed", { error });
    decisions = 'failed';
  }
  const summary = {
    done: report.done,
    skipped: report.skipped,
    failed: report.failed.length,
    digest: digestResult,
    winners,
    decisions,
  };
  logger.info('timers swept', summary);
  if (report.failed.length > 0) {
    for (const { postId, error } of report.failed) logger.error('timer failed', { postId, error });
    throw new Error(`${report.failed.length} timer(s) failed; the next sweep retries them`);
  }
  if (digestResult === 'failed') throw new Error('The report digest failed; the next sweep retries it');
  if (winners === 'failed') throw new Error('A giveaway winner email failed; the next sweep retries it');
  if (decisions === 'failed') {
    throw new Error("A Writer's Spotlight decision email failed; the next sweep retries it");
  }
  return summary;
}
