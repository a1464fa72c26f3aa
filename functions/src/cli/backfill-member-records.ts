// `npm run backfill-member-records`: once, after deploying a change that adds records or index keys, for data written before:
// account deletion also finds the posts a member offered on or requested and the messages they sent
// (store/migrations.ts); the contact inbox's open/resolved filter (its inboxByStatus index) lists
// older messages; posts get what the code now writes beside each post and they lack: the keys of
// indexes added since (the hold-timer due time, a closed one's address erasure; the explore filters'
// Open only key and destination words; the book-alert match key); members' books given and received
// from the exchanges closed before each close counted them (once per member); the impact figures of
// the posts stored before the stream consumer counted them (once per post); the giveaway entries of
// the posts stored before their projection (once per post). The table
// is AWS's or the local stack's (cli-table.ts; `npm start` also does this whenever that list grew).

import { backfillInboxStatus } from '../store/contact-store.ts';
import { backfillEntries } from '../store/giveaway-entries-store.ts';
import { backfillImpact } from '../store/impact-store.ts';
import { backfillGivingCounts, backfillIndexKeys, backfillMemberRecords } from '../store/migrations.ts';
import { openTable } from './cli-table.ts';

async function main(): Promise<number> {
  const { close } = await openTable();
  try {
    const { parties, messages } = await backfillMemberRecords();
    console.log(`Recorded ${parties} offers and requests and ${messages} messages under their members.`);
    const filed = await backfillInboxStatus();
    console.log(`Filed ${filed} contact messages under their status.`);
    const keyed = await backfillIndexKeys();
    console.log(
      `Gave ${keyed} posts stored before an index or a filter (hold timers, explore filters, book alerts) what they lacked.`,
    );
    const counted = await backfillGivingCounts();
    console.log(`Set the books given and received of ${counted} members from the exchanges closed before.`);
    const folded = await backfillImpact();
    console.log(`Counted ${folded} posts stored before the impact figures into them.`);
    const entries = await backfillEntries();
    console.log(`Folded ${entries} posts stored before the giveaway entries into them.`);
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
