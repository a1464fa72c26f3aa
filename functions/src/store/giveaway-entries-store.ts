// The giveaway entries projection in the table: per post, what the draw needs to know of it (its owner,
// when it was posted, whether a volunteer removed it), folded by entryStep (shared/src/domain/giveaway.ts)
// under `GIVEAWAY#ENTRIES#<yyyy-mm>` (the month it was posted in) / `POST#<id>`, so a giveaway reads its
// entries with one Query per month of its window (about 200 bytes a post) and never scans. It rides the notifier's stream consumer like the impact
// figures (impact-store.ts): each post's record is written with a condition on its last folded seq, so
// a redelivered event counts nothing twice. An owner's delete ends the stream without an event; the
// delete's own transaction leaves the post's record as a mark that it is gone (deletedEntryItem), and a
// late event of the deleted post finds the mark and changes nothing.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type EntryPost,
  entryStep,
  type GiveawayWindow,
  windowMonths,
} from '@bookwish/shared/domain/giveaway';
import type { PostEvent } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { historyBetween, isLostRace, storedEventsByPost } from './event-store.ts';
import { ENTRIES_PARTITION, entriesMonthPk, entryPostSk as postSk } from './giveaway-entry-keys.ts';
import { partitionItems } from './table.ts';

export { ENTRIES_PARTITION };

const table = () => config().tableName;

/** The events that make, end or mark an entry; the others only move the post's last seq. */
const ENTRY_EVENT_TYPES: ReadonlySet<PostEvent['type']> = new Set([
  'WishPosted',
  'TreatPosted',
  'PostRemoved',
  'MemberForgotten',
]);

export type EntryOutcome = 'counted' | 'unchanged' | 'already';

/** A post's record: its entry memory, or `deleted` when its owner deleted it. */
type Stored = { post: EntryPost } | { deleted: true } | null;

async function loadStored(partition: string, postId: string): Promise<Stored> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: { pk: partition, sk: postSk(postId) },
      ConsistentRead: true,
    }),
  );
  if (!Item) return null;
  return Item.deleted ? { deleted: true } : { post: Item.post as EntryPost };
}

async function commit(partition: string, before: EntryPost | null, post: EntryPost): Promise<EntryOutcome> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { pk: partition, sk: postSk(post.postId), entity: 'giveawayEntry', post },
        ...(before
          ? {
              ConditionExpression: '#post.lastSeq = :last AND attribute_not_exists(deleted)',
              ExpressionAttributeNames: { '#post': 'post' },
              ExpressionAttributeValues: { ':last': before.lastSeq },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
    return 'counted';
  } catch (error) {
    if (isLostRace(error)) return 'already';
    throw error;
  }
}

function foldFrom(start: EntryPost | null, events: readonly PostEvent[]): EntryPost | null {
  let post = start;
  for (const event of events) post = entryStep(post, event);
  return post;
}

/**
 * The stream consumer's part: fold one new event. Only the events that make or end an entry cost a
 * call; for a post whose record is behind (a post stored before the projection, or an event whose
 * predecessors are still on their way) the events since its last folded one are read and folded in
 * order. A lost race is read again and retried.
 */
export async function projectEntry(event: PostEvent, base = ENTRIES_PARTITION): Promise<EntryOutcome> {
  if (!ENTRY_EVENT_TYPES.has(event.type)) return 'unchanged';
  // The post's month: its posting is this event, or its stream's first (one Query, for a removal).
  const postedAt = event.seq === 1 ? event.at : (await historyBetween(event.postId, 0, 1))[0]?.at;
  // Deleted meanwhile: its events are gone and its record is marked gone.
  if (postedAt === undefined) return 'already';
  const partition = entriesMonthPk(base, postedAt);
  for (let attempt = 0; ; attempt += 1) {
    const stored = attempt === 0 && event.seq === 1 ? null : await loadStored(partition, event.postId);
    if (stored && 'deleted' in stored) return 'already';
    const before = stored?.post ?? null;
    if (before && event.seq <= before.lastSeq) return 'already';
    const next = (before ? event.seq === before.lastSeq + 1 : event.seq === 1)
      ? entryStep(before, event)
      : foldFrom(before, await historyBetween(event.postId, before?.lastSeq ?? 0, event.seq));
    if (!next || next === before) return 'unchanged';
    const outcome = await commit(partition, before, next);
    if (outcome === 'counted' || attempt >= 4) return outcome;
  }
}

/** Every post the projection holds from the months of a window (deleted ones left out): one Query a
 * month, paged. */
export async function entryPosts(window: GiveawayWindow, base = ENTRIES_PARTITION): Promise<EntryPost[]> {
  const posts: EntryPost[] = [];
  for (const month of windowMonths(window)) {
    for (const item of await partitionItems(`${base}#${month}`)) {
      if (!item.deleted && item.post) posts.push(item.post as EntryPost);
    }
  }
  return posts;
}

/**
 * Once after deploying the projection: every post it has not seen, folded from its stored events (one
 * Scan of the event items). A post it already holds is left to the stream consumer, so a second run,
 * or one while members post, counts nothing twice.
 */
export async function backfillEntries(
  base = ENTRIES_PARTITION,
  only: (postId: string) => boolean = () => true,
): Promise<number> {
  let folded = 0;
  for (const [postId, events] of await storedEventsByPost(only)) {
    // Its posting: a post whose first event is not stored (deleted meanwhile) is left out.
    const first = events.find((event) => event.seq === 1);
    if (!first) continue;
    const partition = entriesMonthPk(base, first.at);
    if (await loadStored(partition, postId)) continue;
    const post = foldFrom(null, events);
    if (post && (await commit(partition, null, post)) === 'counted') folded += 1;
  }
  return folded;
}
