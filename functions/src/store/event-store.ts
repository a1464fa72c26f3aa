// The event store: one DynamoDB partition per post (`POST#<id>`) holding its events (`EV#<seq>`) and
// the STATE projection. Appending writes both in one transaction so two members racing for the same
// post can never both win, and the state never drifts from its events. A lost race is a value
// (Conflict), never an SDK exception. Lists read STATE items through the sparse GSIs of
// shared/src/storage/table-schema.ts, whose key builders it uses.

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { bookMatchKey, isOpenForMatch } from '@bookwish/shared/domain/book-match';
import { partyJoining, reporterOf } from '@bookwish/shared/domain/erasure';
import { hiddenFromPublic } from '@bookwish/shared/domain/reports';
import { parseStoredEvent, storedEvent } from '@bookwish/shared/domain/stored-events';
import type { GivingCounts } from '@bookwish/shared/domain/thanks-wall';
import { closedAt, giverUid, isOnWall, recipientUid } from '@bookwish/shared/domain/thanks-wall';
import { nextDueAt } from '@bookwish/shared/domain/timers';
import type { Post, PostEvent, PostKind } from '@bookwish/shared/domain/types';
import {
  eventSk,
  GIVING_SK,
  listSk,
  postPk,
  REVIEW_PK,
  reviewSk,
  STATE_SK,
  tableSchema,
  WALL_PK,
  wallSk,
} from '@bookwish/shared/storage/table-schema';
import {
  type AppendResult,
  type Conflict,
  type DuePost,
  type EventStore,
  isTombstone,
  type ListFilter,
  type Page,
  type PageRequest,
  type Tombstone,
} from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { deletedEntryItem } from './giveaway-entry-keys.ts';
import { FILTER_ATTRIBUTES, filterAttributes, listPlan } from './list-filter.ts';
import { recordValues } from './member-records.ts';
import { queryPage } from './paging.ts';
import { isLostRace, LOST_RACE } from './table.ts';

const { indexes } = tableSchema;

export { isLostRace, isTombstone };

const table = () => config().tableName;

/** STATE plus the list keys. A removed post drops out of every list; only account deletion still
 * finds it, under its owner's REMOVED# partition, so a leaving member's data goes with them. */
export function stateItem(post: Post): Record<string, unknown> {
  const item: Record<string, unknown> = { ...post, pk: postPk(post.id), sk: STATE_SK, entity: 'state' };
  // Written with the state in the same transaction, so the due time never disagrees with the events.
  const due = nextDueAt(post);
  if (due !== null) {
    item[indexes.byDue.partitionKey] = DUE_PK;
    item[indexes.byDue.sortKey] = dueSk(due, post.id);
  }
  if (post.removed) {
    item[indexes.byOwner.partitionKey] = removedPk(post.uid);
    item.listSk = listSk(post.createdAt, post.id);
    return item;
  }
  // Open reports wait in the volunteers' queue, oldest first.
  const firstReport = post.reports?.[0]?.at;
  if (firstReport !== undefined) {
    item[indexes.byReview.partitionKey] = REVIEW_PK;
    item[indexes.byReview.sortKey] = reviewSk(firstReport, post.id);
  }
  // Under review (reports.ts): out of every public list, search's and alerts' keys; the owner's and
  // the other party's own lists keep it, marked.
  const hidden = hiddenFromPublic(post);
  if (!hidden) item[indexes.byKind.partitionKey] = `KIND#${post.kind}`;
  const match = !hidden && isOpenForMatch(post) ? bookMatchKey(post) : null;
  if (match) item[indexes.byMatch.partitionKey] = matchPk(post.kind, match);
  item[indexes.byOwner.partitionKey] = `OWNER#${post.uid}#${post.kind}`;
  const party = post.kind === 'wishlist' ? post.offerUID : post.requestUID;
  if (party) item[indexes.byParty.partitionKey] = `PARTY#${party}#${post.kind}`;
  if (!hidden) Object.assign(item, filterAttributes(post));
  item.listSk = listSk(post.createdAt, post.id);
  // The gratitude wall: the keys come and go with the rule, in the write of the event that changes it
  // (a close, a take-off, an erasure), and a removal (above) or a deletion (a tombstone) drops them.
  const received = closedAt(post);
  if (!hidden && isOnWall(post) && received !== null) {
    item[indexes.byWall.partitionKey] = WALL_PK;
    item[indexes.byWall.sortKey] = wallSk(received, post.id);
  }
  return item;
}

/** One partition for the whole due index: a STATE write is at most one index write, far below a
 * partition's 1,000 writes a second at our scale; the sweep reads it in one Query. */
const DUE_PK = 'DUE';
const DUE_DIGITS = 15;
const dueSk = (at: number, id: string) => `${String(at).padStart(DUE_DIGITS, '0')}#${id}`;

const matchPk = (kind: PostKind, key: string) => `MATCH#${kind}#${key}`;

export const STORAGE_ONLY = new Set<string>([
  'pk',
  'sk',
  'entity',
  'listSk',
  indexes.byKind.partitionKey,
  indexes.byOwner.partitionKey,
  indexes.byParty.partitionKey,
  indexes.byDue.partitionKey,
  indexes.byDue.sortKey,
  indexes.byMatch.partitionKey,
  indexes.byWall.partitionKey,
  indexes.byWall.sortKey,
  indexes.byReview.partitionKey,
  indexes.byReview.sortKey,
  ...FILTER_ATTRIBUTES,
]);

export function stripStorage<T = Record<string, unknown>>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!STORAGE_ONLY.has(key)) out[key] = value;
  return out as T;
}

/** The member's record of every post they ever joined as giver or requester: only ever added to (a
 * withdrawal, decline or reopen clears the byParty keys, not this), so account deletion finds every
 * post that holds their name. Item: pk `MEMBER#<uid>`, sk `PARTY#<postId>`. */
export const partyRecord = (uid: string, postId: string) => ({
  pk: `MEMBER#${uid}`,
  sk: `PARTY#${postId}`,
  entity: 'party',
  postId,
});

/** The member's record of every post they reported: pk `MEMBER#<uid>`, sk `REPORT#<postId>`, and
 * when (`at`, epoch ms: the daily cap counts them, store/reporter-facts.ts). */
export const reportRecord = (uid: string, postId: string, at?: number) => ({
  pk: `MEMBER#${uid}`,
  sk: `REPORT#${postId}`,
  entity: 'report',
  postId,
  ...(at === undefined ? {} : { at }),
});

function eventItem(event: PostEvent): Record<string, unknown> {
  return { ...storedEvent(event), pk: postPk(event.postId), sk: eventSk(event.seq), entity: 'event' };
}

function stateCondition(expectedVersion: number) {
  return expectedVersion === 0
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: '#entity = :state AND #version = :expected',
        ExpressionAttributeNames: { '#entity': 'entity', '#version': 'version' },
        ExpressionAttributeValues: { ':state': 'state', ':expected': expectedVersion },
      };
}

function checkFollows(postId: string, expectedVersion: number, event: PostEvent, newState: Post): void {
  if (event.seq !== expectedVersion + 1 || newState.version !== event.seq || newState.id !== postId) {
    // A programming error, not a race: the decider and the store disagree.
    throw new Error(
      `append: event ${event.seq} / state ${newState.version} do not follow version ${expectedVersion}`,
    );
  }
}

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** The new event and STATE, plus `more` items, in one transaction; a lost race is a Conflict. */
async function writeEvent(
  postId: string,
  expectedVersion: number,
  event: PostEvent,
  newState: Post,
  more: TransactItem[],
  guards: TransactItem[] = [],
): Promise<GuardedAppendResult> {
  checkFollows(postId, expectedVersion, event, newState);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: eventItem(event),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: table(), Item: stateItem(newState), ...stateCondition(expectedVersion) } },
    ...more,
    ...guards,
  ];
  const refused = await transactGuarded(items, guards.length);
  if (refused === 'lost') return { ok: false, conflict: true, postId, expectedVersion };
  if (refused) return refused;
  return { ok: true, post: newState };
}

/** Writes `items`, whose last `guardCount` are the request's guards: nothing when they were all
 * written, 'lost' when the post's own items lost a race, or why the guards refused. */
async function transactGuarded(
  items: TransactItem[],
  guardCount: number,
): Promise<GuardRefused | 'lost' | null> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    const first = items.length - guardCount;
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    const refused = reasons.flatMap((reason, i) =>
      i >= first && reason.Code === 'ConditionalCheckFailed' ? [i - first] : [],
    );
    if (refused.length > 0) return { ok: false, conflict: false, refusedGuards: refused, busy: false };
    // A guard item another transaction was writing at that moment (the same member's counter, two of
    // their requests at once) while the post's own items were fine: nothing lost, worth another try.
    const postLost = reasons.slice(0, first).some((r) => r.Code !== undefined && LOST_RACE.has(r.Code));
    const guardBusy = reasons.slice(first).some((r) => r.Code === 'TransactionConflict');
    if (guardBusy && !postLost) return { ok: false, conflict: false, refusedGuards: [], busy: true };
    if (isLostRace(error)) return 'lost';
    throw error;
  }
}

/** An item a request adds to its post's transaction (a rate count, an idempotency record). */
export type GuardItem = TransactItem;

/** Nothing was written because of the guards: those whose own condition refused (by their place
 * among the guard items), or (busy) one was being written by another transaction at that moment. */
export interface GuardRefused {
  ok: false;
  conflict: false;
  refusedGuards: number[];
  busy: boolean;
}

export type GuardedAppendResult = AppendResult | GuardRefused;

/** append, with the request's guard items in the same transaction: all written, or nothing. */
export function appendGuarded(
  postId: string,
  expectedVersion: number,
  event: PostEvent,
  newState: Post,
  guards: GuardItem[],
): Promise<GuardedAppendResult> {
  return writeEvent(postId, expectedVersion, event, newState, eventItems(event, postId, newState), guards);
}

/** What an event writes beside the post: an offer or a request records the post under its member
 * (partyRecord); Book Received counts one book given and one received (givingCounted). */
function eventItems(event: PostEvent, postId: string, newState: Post): TransactItem[] {
  const party = partyJoining(event);
  const items: TransactItem[] = party
    ? [{ Put: { TableName: table(), Item: partyRecord(party, postId) } }]
    : [];
  const reporter = reporterOf(event);
  if (reporter) items.push({ Put: { TableName: table(), Item: reportRecord(reporter, postId, event.at) } });
  if (event.type === 'ReceiptConfirmed') items.push(...givingCounted(newState));
  return items;
}

/**
 * Appends one event and the state after it, in one TransactWriteItems. expectedVersion is the
 * version the decider saw (0 for a new post). The event must carry seq = expectedVersion + 1.
 * An offer or a request also records the post under its member (partyRecord), in the same write.
 */
export async function append(
  postId: string,
  expectedVersion: number,
  event: PostEvent,
  newState: Post,
): Promise<AppendResult> {
  return writeEvent(
    postId,
    expectedVersion,
    event,
    newState,
    eventItems(event, postId, newState),
  ) as Promise<AppendResult>;
}

/** Book Received counts one book given and one received, in the close's own transaction: an ADD
 * needs no read, and a lost race adds nothing (the whole transaction is refused). */
function givingCounted(post: Post): TransactItem[] {
  const add = (uid: string | undefined, field: 'booksGiven' | 'booksReceived'): TransactItem[] =>
    uid
      ? [
          {
            Update: {
              TableName: table(),
              Key: { pk: `MEMBER#${uid}`, sk: GIVING_SK },
              UpdateExpression: 'ADD #n :one SET #entity = :giving',
              ExpressionAttributeNames: { '#n': field, '#entity': 'entity' },
              ExpressionAttributeValues: { ':one': 1, ':giving': 'giving' },
            },
          },
        ]
      : [];
  return [...add(giverUid(post), 'booksGiven'), ...add(recipientUid(post), 'booksReceived')];
}

/** A member's books given and received (one GetItem of their GIVING record; 0 and 0 before any). */
export async function givingCounts(uid: string): Promise<GivingCounts> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: `MEMBER#${uid}`, sk: GIVING_SK } }),
  );
  return { booksGiven: Number(Item?.booksGiven ?? 0), booksReceived: Number(Item?.booksReceived ?? 0) };
}

/** The gratitude wall, newest thank-you first: one Query of the sparse byWall index a page. */
export function listWall(page: PageRequest = {}): Promise<Page<Post>> {
  return queryPage<Post>({
    index: indexes.byWall,
    partition: WALL_PK,
    page,
    // The cursor names the last card (its post and when it was received); the key is rebuilt here.
    cursorOf: (post) => ({ id: post.id, createdAt: closedAt(post) ?? 0 }),
    keyFromCursor: (c) => ({ pk: postPk(c.id), sk: STATE_SK, wallSk: wallSk(c.createdAt, c.id) }),
    map: (item) => stripStorage<Post>(item),
  });
}

/** The volunteers' report queue: one Query of the sparse byReview index, oldest open report first. */
export function listReview(page: PageRequest = {}): Promise<Page<Post>> {
  return queryPage<Post>({
    index: indexes.byReview,
    partition: REVIEW_PK,
    page,
    oldestFirst: true,
    cursorOf: (post) => ({ id: post.id, createdAt: post.reports?.[0]?.at ?? 0 }),
    keyFromCursor: (c) => ({ pk: postPk(c.id), sk: STATE_SK, reviewSk: reviewSk(c.createdAt, c.id) }),
    map: (item) => stripStorage<Post>(item),
  });
}

/** Every post the member ever joined as giver or requester (ids; the post may be gone since). */
export const postsJoinedBy = (uid: string) => recordValues(uid, 'PARTY#', 'postId');

/** Every post the member reported (ids; the post may be gone since). */
export const postsReportedBy = (uid: string) => recordValues(uid, 'REPORT#', 'postId');

/** DynamoDB's limit on items in one transaction. */
const MAX_TRANSACT_ITEMS = 100;

/**
 * Appends an erasure event with its state and rewrites earlier events as `rewritten` (same seqs), in
 * one transaction guarded by the version: nothing can slip in between, and the events never hold
 * what the state no longer does. A stream too long for one transaction has its oldest rewrites
 * written first; rewriting is idempotent, so a retry after a failure finishes the job.
 */
export async function appendErasure(
  postId: string,
  expectedVersion: number,
  event: PostEvent,
  newState: Post,
  rewritten: PostEvent[],
): Promise<AppendResult> {
  // Only over an event that is there: a rewrite never creates one.
  const rewrite = (e: PostEvent) => ({
    TableName: table(),
    Item: eventItem(e),
    ConditionExpression: '#entity = :event',
    ExpressionAttributeNames: { '#entity': 'entity' },
    ExpressionAttributeValues: { ':event': 'event' },
  });
  const room = MAX_TRANSACT_ITEMS - 2;
  const early = rewritten.slice(0, Math.max(0, rewritten.length - room));
  try {
    for (const e of early) await dynamo().send(new PutCommand(rewrite(e)));
  } catch (error) {
    if (isLostRace(error)) return { ok: false, conflict: true, postId, expectedVersion };
    throw error;
  }
  const rest = rewritten.slice(early.length).map((e): TransactItem => ({ Put: rewrite(e) }));
  return writeEvent(postId, expectedVersion, event, newState, rest) as Promise<AppendResult>;
}

/** The current state (one strongly consistent GetItem), a tombstone, or null if it never existed. */
export async function load(postId: string): Promise<Post | Tombstone | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: postPk(postId), sk: STATE_SK }, ConsistentRead: true }),
  );
  if (!Item) return null;
  if (Item.entity === 'tombstone') {
    return { tombstone: true, id: postId, kind: Item.kind as PostKind, deletedAt: Item.deletedAt as number };
  }
  return stripStorage<Post>(Item);
}

/** The posts of these ids that exist (tombstones left out): BatchGetItem, 100 keys a call. */
export async function loadMany(postIds: string[]): Promise<Post[]> {
  const posts: Post[] = [];
  for (let i = 0; i < postIds.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = postIds
      .slice(i, i + 100)
      .map((id) => ({ pk: postPk(id), sk: STATE_SK }));
    // BatchGet may hand some keys back under load: ask again for those.
    while (keys && keys.length > 0) {
      const result = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys } } }),
      );
      for (const item of result.Responses?.[table()] ?? []) {
        if (item.entity === 'state') posts.push(stripStorage<Post>(item));
      }
      keys = result.UnprocessedKeys?.[table()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return posts;
}

/** Every event of a post in order (one Query; more pages only past DynamoDB's 1 MB per page). */
export function history(postId: string): Promise<PostEvent[]> {
  return queryEvents(postId, 'begins_with(sk, :ev)', { ':ev': 'EV#' });
}

/** A post's events after seq `after`, up to and including seq `upTo`, in order: one Query over that
 * key range (the sort keys are zero-padded seqs), so a reader that has folded a post up to `after`
 * reads what it lacks, not the whole history again. A post with hundreds of events (offer/withdraw
 * loops) made every stream record re-read all of them. */
export function historyBetween(postId: string, after: number, upTo: number): Promise<PostEvent[]> {
  if (upTo <= after) return Promise.resolve([]);
  return queryEvents(postId, 'sk BETWEEN :from AND :to', {
    ':from': eventSk(after + 1),
    ':to': eventSk(upTo),
  });
}

async function queryEvents(
  postId: string,
  skCondition: string,
  values: Record<string, string>,
): Promise<PostEvent[]> {
  const events: PostEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: `pk = :pk AND ${skCondition}`,
        ExpressionAttributeValues: { ':pk': postPk(postId), ...values },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) events.push(parseStoredEvent(stripStorage(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}

/** Every stored post event the `only` test keeps, by post, each post's in seq order (one Scan of the
 * event items): what a projection's backfill folds. */
export async function storedEventsByPost(
  only: (postId: string) => boolean = () => true,
): Promise<Map<string, PostEvent[]>> {
  const byPost = new Map<string, PostEvent[]>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table(),
        FilterExpression: 'entity = :event',
        ExpressionAttributeValues: { ':event': 'event' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const event = parseStoredEvent(stripStorage(item));
      if (!only(event.postId)) continue;
      byPost.set(event.postId, [...(byPost.get(event.postId) ?? []), event]);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  for (const events of byPost.values()) events.sort((a, b) => a.seq - b.seq);
  return byPost;
}

function listPosts(
  index: (typeof indexes)['byKind' | 'byOwner' | 'byParty' | 'byOpen' | 'byMatch'],
  partition: string,
  page: PageRequest,
  where?: ReturnType<typeof listPlan>['where'],
  examine = FILTERED_EXAMINE,
): Promise<Page<Post>> {
  return queryPage<Post>({
    index,
    partition,
    page,
    // The cursor names only the last post; the store rebuilds the key (a cursor cannot reach elsewhere).
    cursorOf: (post) => ({ id: post.id, createdAt: post.createdAt }),
    keyFromCursor: (c) => ({ pk: postPk(c.id), sk: STATE_SK, listSk: listSk(c.createdAt, c.id) }),
    map: (item) => stripStorage<Post>(item),
    ...(where && { where: { ...where, examine, cursorOfKey: listCursorOfKey } }),
  });
}

/** Items a filtered page reads (one Query): a filter that keeps one post in ten still fills a page of
 * 30, and 300 STATE items stay well under DynamoDB's 1 MB a Query. */
const FILTERED_EXAMINE = 300;

/** The post a list key names (its listSk: creation second, then id). */
function listCursorOfKey(key: Record<string, unknown>) {
  const sk = String(key.listSk);
  const at = sk.indexOf('#');
  return { createdAt: Number(sk.slice(0, at)), id: sk.slice(at + 1) };
}

/** All posts of a kind, newest first, or those that pass the explore filters (one Query a page).
 * Removed and deleted posts are in no list. `examine`: how many posts a page with a type or
 * destination filter reads (tests read a few, to see short and empty pages). */
export function listAll(
  kind: PostKind,
  page: PageRequest = {},
  filter: ListFilter = {},
  examine = FILTERED_EXAMINE,
): Promise<Page<Post>> {
  const plan = listPlan(kind, filter);
  return listPosts(plan.index, plan.partition, page, plan.where, examine);
}

/** A member's own wishlists (WISHER view) or treats (TREATER view), newest first. */
const removedPk = (uid: string) => `REMOVED#${uid}`;

/** The member's posts that volunteers took down (both kinds): in no list, but theirs to delete. */
export function listRemovedByOwner(uid: string, page: PageRequest = {}): Promise<Page<Post>> {
  return listPosts(indexes.byOwner, removedPk(uid), page);
}

export function listByOwner(kind: PostKind, uid: string, page: PageRequest = {}): Promise<Page<Post>> {
  return listPosts(indexes.byOwner, `OWNER#${uid}#${kind}`, page);
}

/** Wishlists a member offered on (OFFERER view) or treats they requested, newest first. */
export function listByParty(kind: PostKind, uid: string, page: PageRequest = {}): Promise<Page<Post>> {
  return listPosts(indexes.byParty, `PARTY#${uid}#${kind}`, page);
}

/** Open posts of a kind whose book has this match key, newest first, at most `limit` (one Query of
 * the sparse byMatch index: only open posts are in it). */
export async function listOpenMatches(kind: PostKind, key: string, limit: number): Promise<Post[]> {
  const { items } = await listPosts(indexes.byMatch, matchPk(kind, key), { limit });
  return items;
}

/** Posts with a timer due at or before `until`, earliest first (the sparse byDue index). */
export async function listDue(until: number, limit: number): Promise<DuePost[]> {
  const out: DuePost[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: indexes.byDue.name,
        KeyConditionExpression: '#pk = :due AND #sk <= :until',
        ExpressionAttributeNames: { '#pk': indexes.byDue.partitionKey, '#sk': indexes.byDue.sortKey },
        // '\uffff' sorts after any post id, so every post due at exactly `until` is included.
        ExpressionAttributeValues: { ':due': DUE_PK, ':until': `${dueSk(until, '')}\uffff` },
        ProjectionExpression: '#sk',
        Limit: limit - out.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const [at, postId] = String(item[indexes.byDue.sortKey]).split('#');
      if (postId) out.push({ postId, dueAt: Number(at) });
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}

/** Blanks `data.shippingAddress` and removes `data.parcel` and `data.meeting` on these event items
 * (the erasure after close; a parcel's tracking page shows the address, a meeting's place and time
 * where a member was). An event holds one or another, so the blanking is conditional on an address
 * being there. A missing item is skipped: the post may have been deleted meanwhile. */
export async function eraseAddressFromEvents(postId: string, seqs: readonly number[]): Promise<void> {
  const names = { '#data': 'data', '#address': 'shippingAddress', '#parcel': 'parcel' };
  for (const seq of seqs) {
    const Key = { pk: postPk(postId), sk: eventSk(seq) };
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key,
          UpdateExpression: 'SET #data.#address = :erased REMOVE #data.#parcel',
          ConditionExpression: 'attribute_exists(#data.#address)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':erased': '' },
        }),
      );
      continue;
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key,
          UpdateExpression: 'REMOVE #data.#parcel, #data.#meeting',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#data': 'data', '#parcel': 'parcel', '#meeting': 'meeting' },
        }),
      );
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
  }
}

/**
 * Deletes a post for good: the STATE becomes a tombstone (guarded by the version the caller decided
 * on, so a racing offer and a delete cannot both win), with the request's guard items (its count, its
 * idempotency record) in the same write, then every event goes. Returns a Conflict if the post moved
 * on meanwhile, or why the guards refused (nothing written then).
 */
export async function deletePostGuarded(
  postId: string,
  expectedVersion: number,
  now: number,
  guards: GuardItem[],
): Promise<{ ok: true } | Conflict | GuardRefused> {
  const current = await load(postId);
  if (current === null || isTombstone(current)) return { ok: false, conflict: true, postId, expectedVersion };
  const tombstone: TransactItem = {
    Put: {
      TableName: table(),
      Item: { pk: postPk(postId), sk: STATE_SK, entity: 'tombstone', kind: current.kind, deletedAt: now },
      ...stateCondition(expectedVersion),
    },
  };
  // A deleted post is no giveaway entry (shared/src/domain/giveaway.ts): its entry record goes with it.
  const noEntry: TransactItem = {
    Put: { TableName: table(), Item: deletedEntryItem(postId, current.createdAt * 1000) },
  };
  const refused = await transactGuarded([tombstone, noEntry, ...guards], guards.length);
  if (refused === 'lost') return { ok: false, conflict: true, postId, expectedVersion };
  if (refused) return refused;
  // Appends are impossible from here (the STATE condition fails on a tombstone), so the events can go.
  const events = await history(postId);
  for (let i = 0; i < events.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = events.slice(i, i + 25).map((e) => ({
      DeleteRequest: { Key: { pk: postPk(postId), sk: eventSk(e.seq) } },
    }));
    // BatchWrite may hand some back under load: retry those until none remain.
    while (requests && requests.length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: requests } }));
      requests = result.UnprocessedItems?.[table()] as Record<string, unknown>[] | undefined;
    }
  }
  return { ok: true };
}

/** deletePost without guards (account deletion, a use case's own store). */
export async function deletePost(
  postId: string,
  expectedVersion: number,
  now: number = Date.now(),
): Promise<{ ok: true } | Conflict> {
  return deletePostGuarded(postId, expectedVersion, now, []) as Promise<{ ok: true } | Conflict>;
}

/** The DynamoDB implementation of the application's EventStore port. */
export const dynamoEventStore: EventStore = {
  load,
  loadMany,
  append,
  history,
  deletePost,
  appendErasure,
  postsJoinedBy,
  postsReportedBy,
  listAll,
  listByOwner,
  listByParty,
  listRemovedByOwner,
  listOpenMatches,
  listDue,
  eraseAddressFromEvents,
  listWall,
  listReview,
  givingCounts,
};
