// Newest-first pages over a GSI with opaque cursors (the spec's paging rule: a next page exists only
// if one more item exists, so we read limit + 1). A cursor names the last item shown, base64url JSON;
// the store rebuilds the DynamoDB key from it, so a forged cursor can only skip within the same list.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import type { IndexSchema } from '@bookwish/shared/storage/table-schema';
import { InvalidCursorError, type Page, type PageRequest } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { type CursorData, decodeCursor, encodeCursor } from './cursor.ts';

export interface QueryPageOptions<T> {
  index: IndexSchema;
  partition: string;
  page: PageRequest;
  cursorOf: (item: T) => CursorData;
  /** The table + index sort keys of the item a cursor names (the index partition is added here). */
  keyFromCursor: (cursor: CursorData) => Record<string, unknown>;
  map: (item: Record<string, unknown>) => T;
  /** Oldest first (a queue) instead of newest first. */
  oldestFirst?: boolean;
  /** Only items that pass, reading at most `maxExamined` of the partition for one page. When that
   * bound ends the read early, nextCursor names the last item read, so the next page goes on from
   * there; a page may then hold fewer than `limit` items (or none) and still have a next one. */
  filter?: { keep: (item: T) => boolean; maxExamined: number };
  /** Only items DynamoDB keeps by this FilterExpression, in ONE Query that reads at most `examine`
   * items of the partition (DynamoDB's Limit counts items read, before the filter). `cursorOfKey`
   * names the last item read from its LastEvaluatedKey: the next page starts after it, so a page may
   * be short, or empty with a next one, and no item is skipped or shown twice. */
  where?: {
    expression: string;
    names: Record<string, string>;
    values: Record<string, unknown>;
    examine: number;
    cursorOfKey: (key: Record<string, unknown>) => CursorData;
  };
}

/** Items per Query while filtering: enough to fill a page in one round trip when most items match. */
const FILTER_BATCH = 100;

export async function queryPage<T>(options: QueryPageOptions<T>): Promise<Page<T>> {
  const { index, partition, page, filter } = options;
  const limit = Math.max(1, Math.floor(page.limit ?? LIST_PAGE_SIZE));
  const want = limit + 1;
  const items: T[] = [];
  let examined = 0;
  let lastExamined: T | undefined;
  let start: Record<string, unknown> | undefined = page.cursor
    ? { ...options.keyFromCursor(decodeCursor(page.cursor)), [index.partitionKey]: partition }
    : undefined;
  if (options.where) return whereQuery(options, options.where, limit, start);
  // One Query normally; more only when DynamoDB stops at 1 MB before limit + 1 items, or while a
  // filter has not found limit + 1 items within its bound.
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: index.name,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': index.partitionKey },
        ExpressionAttributeValues: { ':p': partition },
        ScanIndexForward: options.oldestFirst === true,
        Limit: filter ? Math.min(FILTER_BATCH, filter.maxExamined - examined) : want - items.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const raw of result.Items ?? []) {
      const item = options.map(raw);
      examined += 1;
      lastExamined = item;
      if (!filter || filter.keep(item)) items.push(item);
      if (items.length === want) break;
    }
    start = result.LastEvaluatedKey;
  } while (start && items.length < want && (!filter || examined < filter.maxExamined));
  const shown = items.slice(0, limit);
  const last = shown[shown.length - 1];
  let nextCursor: string | null = null;
  if (items.length > limit && last) nextCursor = encodeCursor(options.cursorOf(last));
  else if (filter && start && lastExamined) nextCursor = encodeCursor(options.cursorOf(lastExamined));
  return { items: shown, nextCursor };
}

/** One Query with a FilterExpression: what it kept, up to `limit`; the next page from the last item
 * shown when it kept more, else from the last item it read (LastEvaluatedKey), else none. */
async function whereQuery<T>(
  options: QueryPageOptions<T>,
  where: NonNullable<QueryPageOptions<T>['where']>,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<Page<T>> {
  const { index, partition } = options;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      IndexName: index.name,
      KeyConditionExpression: '#p = :p',
      FilterExpression: where.expression,
      ExpressionAttributeNames: { ...where.names, '#p': index.partitionKey },
      ExpressionAttributeValues: { ...where.values, ':p': partition },
      ScanIndexForward: false,
      Limit: Math.max(limit + 1, where.examine),
      ExclusiveStartKey: start,
    }),
  );
  const items = (result.Items ?? []).map(options.map);
  const shown = items.slice(0, limit);
  const last = shown.at(-1);
  let nextCursor: string | null = null;
  if (items.length > limit && last) nextCursor = encodeCursor(options.cursorOf(last));
  else if (result.LastEvaluatedKey) nextCursor = encodeCursor(where.cursorOfKey(result.LastEvaluatedKey));
  return { items: shown, nextCursor };
}

export { type CursorData, decodeCursor, encodeCursor, InvalidCursorError, type Page, type PageRequest };
