// The data migrations, in one place: what older stored data lacks that today's code writes. Each is
// idempotent (a second run changes nothing) and guarded, so it may run while members write. Run by
// `npm run backfill-member-records` in AWS and by the local stack when its data folder needs them.
//
// Member records: data written before members' records existed: every offer and request event, and
// every message a signed-in member sent, gets its record under the member (`MEMBER#<uid>` `PARTY#<postId>` /
// `CONTACT#<id>`, as event-store.ts and contact-store.ts write them today), so account deletion finds
// a post whose exchange with them ended before this change. One Scan of the table; idempotent (a
// record already there is written again, unchanged). Run by `npm run backfill-member-records` in AWS
// and once per data folder by the local stack. A deleted member's offers and messages stay in the
// table, erased ("Former member", no words): they get no record back, and each record is written
// only while its event or message is still unerased, so a deletion meanwhile leaves none behind.

import { ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { giverUid, recipientUid } from '@bookwish/shared/domain/thanks-wall';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import type { Post } from '@bookwish/shared/domain/types';
import { GIVING_SK, postPk, STATE_SK } from '@bookwish/shared/storage/table-schema';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { senderRecord } from './contact-store.ts';
import { isLostRace, partyRecord, STORAGE_ONLY, stateItem, stripStorage } from './event-store.ts';

export interface BackfillCount {
  parties: number;
  messages: number;
}

export async function backfillMemberRecords(
  /** Only these members' records (a test on a shared table); all by default. */
  only: (uid: string) => boolean = () => true,
): Promise<BackfillCount> {
  const table = config().tableName;
  const count: BackfillCount = { parties: 0, messages: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table,
        FilterExpression:
          '(entity = :event AND (#type = :offer OR #type = :request)) OR (entity = :contact AND uid <> :none)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':event': 'event',
          ':offer': 'OfferMade',
          ':request': 'TreatRequested',
          ':contact': 'contact',
          ':none': '',
        },
        ProjectionExpression: 'pk, sk, entity, postId, actorUid, actorName, id, uid, erasedAt',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const event = item.entity === 'event';
      // Erased when the member deleted their account: nothing of theirs is recorded again.
      if (event ? item.actorName === FORMER_MEMBER : item.erasedAt !== undefined) continue;
      if (!only(String(event ? item.actorUid : item.uid))) continue;
      const record = event
        ? partyRecord(String(item.actorUid), String(item.postId))
        : senderRecord(String(item.uid), String(item.id));
      const written = await dynamo()
        .send(
          new TransactWriteCommand({
            TransactItems: [
              {
                // Still unerased as the record is written: a deletion that erased it after the Scan
                // read it (and dropped the member's records) gets no record back from this run.
                ConditionCheck: {
                  TableName: table,
                  Key: { pk: item.pk, sk: item.sk },
                  ConditionExpression: event
                    ? 'attribute_exists(pk) AND actorName <> :former'
                    : 'attribute_exists(pk) AND attribute_not_exists(erasedAt)',
                  ...(event ? { ExpressionAttributeValues: { ':former': FORMER_MEMBER } } : {}),
                },
              },
              { Put: { TableName: table, Item: record } },
            ],
          }),
        )
        .then(
          () => true,
          (error: unknown) => {
            if (isLostRace(error)) return false;
            throw error;
          },
        );
      if (!written) continue;
      if (event) count.parties += 1;
      else count.messages += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** What a STATE item carries beside the post, as stateItem writes it: index keys and what the list
 * filters read. The local stack backfills again whenever this list grew (local/stack.ts). */
export const STATE_EXTRAS = [...STORAGE_ONLY].filter((name) => !['pk', 'sk', 'entity'].includes(name));

/**
 * Posts stored before an index or a filter existed lack what it reads, and a post nobody writes again
 * never gets it: hold timers' due time (a closed post's address erasure); the explore
 * filters' Open only key and destination words, and the book-alert match key. Each STATE
 * item gets every such attribute the current code would write and it lacks or holds otherwise. One
 * Scan; each update guarded by the post's version, so a post written meanwhile (which wrote its own)
 * is left alone; a second run changes nothing. Run by `npm run backfill-member-records` in AWS and
 * locally whenever STATE_EXTRAS grew since the data folder's last run (local/stack.ts).
 */
export async function backfillIndexKeys(): Promise<number> {
  let updated = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config().tableName,
        FilterExpression: 'entity = :state',
        ExpressionAttributeValues: { ':state': 'state' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const post = stripStorage<Post>(item);
      const expected = stateItem(post);
      const missing = STATE_EXTRAS.filter(
        (name) =>
          expected[name] !== undefined && JSON.stringify(item[name]) !== JSON.stringify(expected[name]),
      );
      if (missing.length === 0) continue;
      const names = Object.fromEntries(missing.map((name, i) => [`#k${i}`, name]));
      const values = Object.fromEntries(missing.map((name, i) => [`:k${i}`, expected[name]]));
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: config().tableName,
            Key: { pk: postPk(post.id), sk: STATE_SK },
            UpdateExpression: `SET ${missing.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
            ConditionExpression: 'version = :version',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ...values, ':version': post.version },
          }),
        );
        updated += 1;
      } catch (error) {
        if (!isLostRace(error)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return updated;
}

/**
 * Giving counts for exchanges closed before each close counted them (event-store.ts ADDs to the
 * members' GIVING records in the close's own write): one Scan of the closed posts, books given and
 * received tallied per member, each member's record SET to the tally once (`backfilled`, so a later
 * run, or a post deleted since, never changes a count again). A close that lands while it runs, after
 * the Scan passed its post and before its members' records are set, is missed for those two members:
 * run it right after deploying, when few closes come in. Posts deleted before the run are not counted.
 */
export async function backfillGivingCounts(
  /** Only these members' records (a test on a shared table); all by default. */
  only: (uid: string) => boolean = () => true,
): Promise<number> {
  const tally = new Map<string, { booksGiven: number; booksReceived: number }>();
  // A member who deleted their account left a MemberForgotten on every post they took part in: the
  // same Scan finds them, and no record of theirs is made again (a deleted member leaves nothing).
  const forgotten = new Set<string>();
  const bump = (uid: string | undefined, field: 'booksGiven' | 'booksReceived') => {
    if (!uid || !only(uid)) return;
    const counts = tally.get(uid) ?? { booksGiven: 0, booksReceived: 0 };
    counts[field] += 1;
    tally.set(uid, counts);
  };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config().tableName,
        FilterExpression:
          '(entity = :state AND #status = :closed) OR (entity = :event AND #type = :forgotten)',
        ExpressionAttributeNames: { '#status': 'status', '#type': 'type' },
        ExpressionAttributeValues: {
          ':state': 'state',
          ':closed': 'closed',
          ':event': 'event',
          ':forgotten': 'MemberForgotten',
        },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === 'event') {
        forgotten.add(String(item.actorUid));
        continue;
      }
      const post = stripStorage<Post>(item);
      bump(giverUid(post), 'booksGiven');
      bump(recipientUid(post), 'booksReceived');
    }
    start = page.LastEvaluatedKey;
  } while (start);
  let set = 0;
  for (const [uid, counts] of tally) {
    if (forgotten.has(uid)) continue;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: config().tableName,
          Key: { pk: `MEMBER#${uid}`, sk: GIVING_SK },
          UpdateExpression: 'SET booksGiven = :g, booksReceived = :r, backfilled = :yes, entity = :giving',
          ConditionExpression: 'attribute_not_exists(backfilled)',
          ExpressionAttributeValues: {
            ':g': counts.booksGiven,
            ':r': counts.booksReceived,
            ':yes': true,
            ':giving': 'giving',
          },
        }),
      );
      set += 1;
    } catch (error) {
      if (!isLostRace(error)) throw error;
    }
  }
  return set;
}
