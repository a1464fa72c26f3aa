// The impact projection in the table: a month's figures under `IMPACT` / `MONTH#<yyyy-mm>` (counters
// and sets of member ids, ADDed to), and per post what the next event needs (`IMPACT#POST#<id>` /
// `IMPACT`, no member text). The stream consumer folds each event in one transaction guarded by the
// post's last folded seq, so a redelivered batch counts nothing twice. A volunteer's report is one
// Query of the months; nothing scans the table at read time.

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  IMPACT_EVENT_TYPES,
  type ImpactDelta,
  type ImpactMonth,
  type ImpactPost,
  impactStep,
} from '@bookwish/shared/domain/impact';
import type { PostEvent } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { historyBetween, isLostRace, storedEventsByPost } from './event-store.ts';
import { partitionItems } from './table.ts';

/** Where the figures live: `IMPACT` in the product; a test keeps its own partition beside it. */
export interface ImpactPartition {
  months: string;
  post: (postId: string) => string;
  /** A book drive's list of wishes (drive-store.ts reads it). */
  drive: (driveId: string) => string;
}

export const IMPACT_PARTITION: ImpactPartition = {
  months: 'IMPACT',
  post: (postId) => `IMPACT#POST#${postId}`,
  drive: (driveId) => `DRIVE#${driveId}`,
};

const POST_SK = 'IMPACT';
const monthSk = (month: string) => `MONTH#${month}`;
const table = () => config().tableName;

export type ImpactOutcome = 'counted' | 'unchanged' | 'already';

async function loadPost(where: ImpactPartition, postId: string): Promise<ImpactPost | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: { pk: where.post(postId), sk: POST_SK },
      ConsistentRead: true,
    }),
  );
  return Item ? (Item.post as ImpactPost) : null;
}

/** Group deltas by month into one ADD each (one write per month touched). */
function monthUpdates(where: ImpactPartition, deltas: readonly ImpactDelta[]) {
  const byMonth = new Map<string, ImpactDelta[]>();
  for (const delta of deltas) byMonth.set(delta.month, [...(byMonth.get(delta.month) ?? []), delta]);
  return [...byMonth].map(([month, list]) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':entity': 'impact' };
    const adds: string[] = [];
    const counters = new Map<string, number>();
    const sets = new Map<string, Set<string>>();
    for (const delta of list) {
      if ('counter' in delta) counters.set(delta.counter, (counters.get(delta.counter) ?? 0) + delta.by);
      else sets.set(delta.set, (sets.get(delta.set) ?? new Set()).add(delta.member));
    }
    let i = 0;
    for (const [name, by] of counters) {
      names[`#a${i}`] = name;
      values[`:a${i}`] = by;
      adds.push(`#a${i} :a${i}`);
      i += 1;
    }
    for (const [name, members] of sets) {
      names[`#a${i}`] = name;
      values[`:a${i}`] = members;
      adds.push(`#a${i} :a${i}`);
      i += 1;
    }
    return {
      Update: {
        TableName: table(),
        Key: { pk: where.months, sk: monthSk(month) },
        UpdateExpression: `SET entity = :entity ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

/** A wish that joined a book drive (posted for it, or tagged later) is listed under the drive
 * (`DRIVE#<id>` / `WISH#<postId>`), so the drive's page reads its wishes with one Query; written with
 * the fold that saw it join, so the list rebuilds from the events as the counts do. */
function driveMembership(
  where: ImpactPartition,
  postId: string,
  before: ImpactPost | null,
  post: ImpactPost,
) {
  if (!post.drive || post.drive === before?.drive) return [];
  return [
    {
      Put: {
        TableName: table(),
        Item: {
          pk: where.drive(post.drive),
          sk: `WISH#${postId}`,
          entity: 'driveWish',
          postId,
          postedAt: post.postedAt,
        },
      },
    },
  ];
}

/** Write a post's new memory and its month deltas at once, unless this seq was folded already. */
async function commit(
  where: ImpactPartition,
  postId: string,
  before: ImpactPost | null,
  post: ImpactPost,
  deltas: readonly ImpactDelta[],
): Promise<ImpactOutcome> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { pk: where.post(postId), sk: POST_SK, entity: 'impact', post },
              ...(before
                ? {
                    ConditionExpression: '#post.lastSeq = :last',
                    ExpressionAttributeNames: { '#post': 'post' },
                    ExpressionAttributeValues: { ':last': before.lastSeq },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...monthUpdates(where, deltas),
          ...driveMembership(where, postId, before, post),
        ],
      }),
    );
    return 'counted';
  } catch (error) {
    // Another record of this post got there first: the caller reads again.
    if (isLostRace(error)) return 'already';
    throw error;
  }
}

/** Fold events, in order, onto a post's memory (null: from its first event). */
function foldFrom(
  start: ImpactPost | null,
  events: readonly PostEvent[],
): { post: ImpactPost | null; deltas: ImpactDelta[] } {
  let post = start;
  const deltas: ImpactDelta[] = [];
  for (const event of events) {
    const step = impactStep(post, event);
    post = step.post;
    deltas.push(...step.deltas);
  }
  return { post, deltas };
}

/**
 * The stream consumer's part: fold one new event. Event types that change no figure cost nothing.
 * The next event of a post the projection holds is one step; otherwise (a post stored before the
 * projection existed, an event whose predecessors in the same batch are still being folded, or one
 * after events that change nothing) the events since the last folded one, and only those, are read
 * from the post's history and folded in order, so records handled in parallel never count one event twice or drop
 * one. A lost race is read again and retried.
 */
export async function projectImpact(
  event: PostEvent,
  where: ImpactPartition = IMPACT_PARTITION,
): Promise<ImpactOutcome> {
  if (!IMPACT_EVENT_TYPES.has(event.type)) return 'unchanged';
  for (let attempt = 0; ; attempt += 1) {
    // A post's first event has nothing before it to read: its write's condition (no memory yet) turns
    // a redelivery into a lost race, and the next attempt reads. One storage call per new post saved.
    const before = attempt === 0 && event.seq === 1 ? null : await loadPost(where, event.postId);
    if (before && event.seq <= before.lastSeq) return 'already';
    let next: { post: ImpactPost | null; deltas: ImpactDelta[] };
    if (before ? event.seq === before.lastSeq + 1 : event.seq === 1) {
      next = impactStep(before, event);
    } else {
      const events = await historyBetween(event.postId, before?.lastSeq ?? 0, event.seq);
      next = foldFrom(before, events);
    }
    if (!next.post || next.post === before) return 'unchanged';
    const outcome = await commit(where, event.postId, before, next.post, next.deltas);
    if (outcome === 'counted' || attempt >= 4) return outcome;
  }
}

/**
 * Once after deploying the projection: every post it has not seen, folded from its stored events (one
 * Scan of the event items). A post the stream consumer already holds is left to it, so running this
 * twice, or while members act, counts nothing twice.
 */
export async function backfillImpact(
  where: ImpactPartition = IMPACT_PARTITION,
  /** Only these posts (a test on a shared table); all by default. */
  only: (postId: string) => boolean = () => true,
): Promise<number> {
  let folded = 0;
  for (const [postId, events] of await storedEventsByPost(only)) {
    if (await loadPost(where, postId)) continue;
    const { post, deltas } = foldFrom(null, events);
    if (post && (await commit(where, postId, null, post, deltas)) === 'counted') folded += 1;
  }
  return folded;
}

/** Every month's record (one Query; a few dozen items for years of figures). */
export async function impactMonths(where: ImpactPartition = IMPACT_PARTITION): Promise<ImpactMonth[]> {
  return (await partitionItems(where.months, { prefix: 'MONTH#' })).map((item) => {
    const record: ImpactMonth = { month: String(item.sk).slice('MONTH#'.length), counters: {}, sets: {} };
    for (const [name, value] of Object.entries(item)) {
      if (typeof value === 'number') record.counters[name] = value;
      else if (value instanceof Set) record.sets[name] = [...value].map(String).sort();
    }
    return record;
  });
}
