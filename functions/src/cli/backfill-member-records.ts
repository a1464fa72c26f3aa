// `npm run backfill-member-records`: once, after deploying issues 10 and 12, for data written before:
// account deletion also finds the posts a member offered on or requested and the messages they sent
// (store/member-backfill.ts); the contact inbox's open/resolved filter (its inboxByStatus index) lists
// older messages; posts get the keys of indexes added since they were stored (the hold-timer due time,
// a closed one's address erasure; the book-alert match key). The table
// is AWS's or the local stack's (cli-table.ts; `npm start` also does this once per data folder).

import { backfillInboxStatus } from '../store/contact-store.ts';
import { backfillIndexKeys } from '../store/event-store.ts';
import { backfillMemberRecords } from '../store/member-backfill.ts';
import { openTable } from './cli-table.ts';

async function main(): Promise<number> {
  const { close } = await openTable();
  try {
    const { parties, messages } = await backfillMemberRecords();
    console.log(`Recorded ${parties} offers and requests and ${messages} messages under their members.`);
    const filed = await backfillInboxStatus();
    console.log(`Filed ${filed} contact messages under their status.`);
    const keyed = await backfillIndexKeys();
    console.log(`Gave ${keyed} posts stored before an index (hold timers, book alerts) its keys.`);
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
