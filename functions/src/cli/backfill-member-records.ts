// `npm run backfill-member-records`: once, after deploying issues 10 and 12, for data written before:
// account deletion also finds the posts a member offered on or requested and the messages they sent
// (store/member-backfill.ts); the contact inbox's open/resolved filter (its inboxByStatus index) lists
// older messages; posts get their hold-timer due time (a closed one, its address erasure) and, after
// issue 13, what the explore filters read (destination words, the Open only index key). The table
// is AWS's or the local stack's (cli-table.ts; `npm start` also does this once per data folder).

import { backfillInboxStatus } from '../store/contact-store.ts';
import { backfillDueTimes } from '../store/event-store.ts';
import { backfillListFilters } from '../store/list-filter-backfill.ts';
import { backfillMemberRecords } from '../store/member-backfill.ts';
import { openTable } from './cli-table.ts';

async function main(): Promise<number> {
  const { close } = await openTable();
  try {
    const { parties, messages } = await backfillMemberRecords();
    console.log(`Recorded ${parties} offers and requests and ${messages} messages under their members.`);
    const filed = await backfillInboxStatus();
    console.log(`Filed ${filed} contact messages under their status.`);
    const timed = await backfillDueTimes();
    console.log(`Gave ${timed} posts stored before hold timers their due time.`);
    const filtered = await backfillListFilters();
    console.log(`Gave ${filtered} posts stored before the explore filters what the filters read.`);
    return 0;
  } finally {
    await close();
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
