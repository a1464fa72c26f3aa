// `npm run backfill-member-records`: once, after deploying issue 10's erasure, so account deletion also
// finds the posts a member offered on or requested before members' records existed, and the messages
// they sent (store/member-backfill.ts); and so the contact inbox's open/resolved filter (its
// inboxByStatus index) also lists the messages stored before that index existed; and so posts stored
// before hold timers (issue 12) get their due time (a closed one, its address erasure). With TABLE_NAME and AWS_REGION it writes that table in AWS
// (the usual credential chain); otherwise the local stack's .data/ (which `npm start` also does once).

import { fileURLToPath } from 'node:url';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { backfillInboxStatus } from '../store/contact-store.ts';
import { backfillDueTimes } from '../store/event-store.ts';
import { backfillMemberRecords } from '../store/member-backfill.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const LOCAL_DATA = fileURLToPath(new URL('../../../.data/dynamodb', import.meta.url));
/** The local stack's table and region (functions/src/local/stack.ts). */
const LOCAL_TABLE = 'bookwish';
const LOCAL_REGION = 'ca-central-1';

async function main(): Promise<number> {
  const aws = Boolean(process.env.TABLE_NAME && process.env.AWS_REGION && !process.env.DYNAMODB_ENDPOINT);
  let stopLocal: (() => Promise<void>) | undefined;
  if (!aws && !process.env.DYNAMODB_ENDPOINT) {
    const local = await startDynamoDbLocal({ dbPath: LOCAL_DATA });
    stopLocal = local.stop;
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: local.endpoint,
      TABLE_NAME: process.env.TABLE_NAME || LOCAL_TABLE,
      AWS_REGION: process.env.AWS_REGION || LOCAL_REGION,
    });
  }
  resetConfig();
  resetDynamo();
  try {
    const { parties, messages } = await backfillMemberRecords();
    console.log(`Recorded ${parties} offers and requests and ${messages} messages under their members.`);
    const filed = await backfillInboxStatus();
    console.log(`Filed ${filed} contact messages under their status.`);
    const timed = await backfillDueTimes();
    console.log(`Gave ${timed} posts stored before hold timers their due time.`);
    return 0;
  } finally {
    await stopLocal?.();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
