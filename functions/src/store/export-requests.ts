// One data archive per request: the record of a member's "Download my data" request, named by its
// Idempotency-Key the way a post write's record is (request-guards.ts idempotencyRecordSk), and written
// in one transaction with the member's export count (rate-limit-store.ts rateCountItem), so a request
// is counted exactly when its record is made. A retry with the same key finds the record: the archive
// it made (ready) or the build still under way (preparing); it makes nothing and counts nothing.
// Item: pk `EXPORT#<uid>`, sk `IDEM#<hash>`, startedAt (epoch ms), and once ready the archive's bucket
// key, file name and size; expiresAt (the table's TTL) with the archive's own lifetime. No index keys.

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EXPORT_MAX_AGE_DAYS } from '@bookwish/shared/storage/images-bucket';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import type { ExportRequests, KeptArchive } from '../app/member-export-once.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import {
  countCall,
  type RateDecision,
  type RateWindow,
  rateCountItem,
  rateDecisionOf,
  rateKey,
  rateSeenOf,
} from './rate-limit-store.ts';
import { idempotencyRecordSk } from './request-guards.ts';
import { writeUnlessRaced } from './table.ts';

/** The route whose key names the record (a key is scoped by member and route, as for posts). */
const ROUTE = 'GET /api/me/export';
const TTL = tableSchema.timeToLiveAttribute;
const KEPT_SECONDS = EXPORT_MAX_AGE_DAYS * 24 * 60 * 60;

const recordKey = (uid: string, key: string) => ({
  pk: `EXPORT#${uid}`,
  sk: idempotencyRecordSk(uid, ROUTE, key),
});

function archiveOf(item: Record<string, unknown>): KeptArchive | null {
  if (typeof item.objectKey !== 'string') return null;
  return { objectKey: item.objectKey, fileName: String(item.fileName), bytes: Number(item.bytes) };
}

/** The member's export records and count, with the count's window (RATE_LIMITS.export, scaled). */
export function dynamoExportRequests(window: RateWindow, callerKey: (uid: string) => string): ExportRequests {
  const table = () => config().tableName;
  const counter = (uid: string) => rateKey(callerKey(uid), 'export');

  async function read(uid: string, key: string) {
    const record = recordKey(uid, key);
    const rate = counter(uid);
    const result = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table()]: { Keys: [record, rate], ConsistentRead: true } } }),
    );
    const items = result.Responses?.[table()] ?? [];
    const found = (key: { pk: string; sk: string }) =>
      items.find((item) => item.pk === key.pk && item.sk === key.sk);
    return { record: found(record), rate: rateSeenOf(found(rate)) };
  }

  return {
    async begin(uid, key, nowMs = Date.now()) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const seen = await read(uid, key);
        const record = seen.record;
        if (record && Number(record[TTL] ?? 0) * 1000 > nowMs) {
          return { begun: false, startedAt: Number(record.startedAt ?? 0), archive: archiveOf(record) };
        }
        const decision = rateDecisionOf(seen.rate, window, nowMs);
        if (!decision.allowed) return { refused: decision.retryAfterSeconds };
        try {
          await dynamo().send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: table(),
                    Item: {
                      ...recordKey(uid, key),
                      entity: 'exportRequest',
                      startedAt: nowMs,
                      [TTL]: Math.floor(nowMs / 1000) + KEPT_SECONDS,
                    },
                    ConditionExpression: 'attribute_not_exists(pk) OR #expires <= :now',
                    ExpressionAttributeNames: { '#expires': TTL },
                    ExpressionAttributeValues: { ':now': Math.floor(nowMs / 1000) },
                  },
                },
                { Update: rateCountItem(callerKey(uid), 'export', window, seen.rate, nowMs) },
              ],
            }),
          );
          return { begun: true };
        } catch (error) {
          // The same key's other try, or another export of the member's, got there first: read again.
          if (!(error instanceof TransactionCanceledException)) throw error;
        }
      }
      return { refused: 1 };
    },

    async ready(uid, key, archive) {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: recordKey(uid, key),
          UpdateExpression: 'SET objectKey = :key, fileName = :name, bytes = :bytes',
          ExpressionAttributeValues: {
            ':key': archive.objectKey,
            ':name': archive.fileName,
            ':bytes': archive.bytes,
          },
        }),
      );
    },

    async takeOver(uid, key, startedAt, nowMs = Date.now()) {
      return writeUnlessRaced(
        dynamo().send(
          new UpdateCommand({
            TableName: table(),
            Key: recordKey(uid, key),
            UpdateExpression: 'SET startedAt = :now',
            ConditionExpression: 'startedAt = :was AND attribute_not_exists(objectKey)',
            ExpressionAttributeValues: { ':now': nowMs, ':was': startedAt },
          }),
        ),
      );
    },

    async abandon(uid, key, startedAt) {
      // Marked as long started: the same key's next try builds again at once, and is not counted.
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: table(),
            Key: recordKey(uid, key),
            UpdateExpression: 'SET startedAt = :zero',
            ConditionExpression: 'startedAt = :was AND attribute_not_exists(objectKey)',
            ExpressionAttributeValues: { ':zero': 0, ':was': startedAt },
          }),
        )
        .catch(() => undefined);
    },

    count(uid): Promise<RateDecision> {
      return countCall(callerKey(uid), 'export', window);
    },
  };
}
