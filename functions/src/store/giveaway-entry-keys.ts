// Where the giveaway entries projection keeps each post's record (giveaway-entries-store.ts), apart so
// the event store's delete can mark a post gone without importing the projection. A post is kept under
// the month it was posted in (British Columbia's calendar, as a giveaway's window), so a giveaway
// Queries only the months of its window, however many posts the years bring.

import { localDay } from '@bookwish/shared/domain/timers';

/** The entries' partitions start so: `GIVEAWAY#ENTRIES#2026-08` holds August 2026's posts. */
export const ENTRIES_PARTITION = 'GIVEAWAY#ENTRIES';

/** The partition of a post posted at `postedAt` (epoch ms), under `base` (a test keeps its own). */
export const entriesMonthPk = (base: string, postedAt: number) => `${base}#${localDay(postedAt).slice(0, 7)}`;

export const entryPostSk = (postId: string) => `POST#${postId}`;

/** The item an owner's delete writes in its own transaction: the post's record becomes a mark that it
 * is gone (no owner, no date), so it is no entry and a late event of the post cannot bring it back. */
export function deletedEntryItem(postId: string, postedAt: number): Record<string, unknown> {
  return {
    pk: entriesMonthPk(ENTRIES_PARTITION, postedAt),
    sk: entryPostSk(postId),
    entity: 'giveawayEntry',
    deleted: true,
  };
}
