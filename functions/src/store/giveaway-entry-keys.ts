// Where the giveaway entries projection keeps each post's record (giveaway-entries-store.ts), apart so
// the event store's delete can mark a post gone without importing the projection.

/** The one partition of the entries: a giveaway reads them with one Query. */
export const ENTRIES_PARTITION = 'GIVEAWAY#ENTRIES';

export const entryPostSk = (postId: string) => `POST#${postId}`;

/** The item an owner's delete writes in its own transaction: the post's record becomes a mark that it
 * is gone (no owner, no date), so it is no entry and a late event of the post cannot bring it back. */
export function deletedEntryItem(postId: string): Record<string, unknown> {
  return { pk: ENTRIES_PARTITION, sk: entryPostSk(postId), entity: 'giveawayEntry', deleted: true };
}
