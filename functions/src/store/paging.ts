// Newest-first pages over a GSI with opaque cursors (the spec's paging rule: a next page exists only
// if one more item exists, so we read limit + 1). A cursor names the last item shown, base64url JSON;
// the store rebuilds the DynamoDB key from it, so a forged cursor can only skip within the same list.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_PAGE_SIZE } from '@bookwish/shared/domain/constants';
import { InvalidCursorError, type Page, type PageRequest } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { type CursorData, decodeCursor, encodeCursor } from './cursor.ts';
import type { IndexSchema } from './table-schema.ts';

export interface QueryPageOptions<T> {
  index: IndexSchema;
  partition: string;
  page: PageRequest;
  cursorOf: (item: T) => CursorData;
  /** The table + index sort keys of the item a cursor names (the index partition is added here). */
  keyFromCursor: (cursor: CursorData) => Record<string, unknown>;
  map: (item: Record<string, unknown>) => T;
}

export async function queryPage<T>(options: QueryPageOptions<T>): Promise<Page<T>> {
  const { index, partition, page } = options;
  const limit = Math.max(1, Math.floor(page.limit ?? LIST_PAGE_SIZE));
  const want = limit + 1;
  const items: T[] = [];
  let start: Record<string, unknown> | undefined = page.cursor
    ? { ...options.keyFromCursor(decodeCursor(page.cursor)), [index.partitionKey]: partition }
    : undefined;
  // One Query normally; more only when DynamoDB stops at 1 MB before limit + 1 items.
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: index.name,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': index.partitionKey },
        ExpressionAttributeValues: { ':p': partition },
        ScanIndexForward: false,
        Limit: want - items.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) items.push(options.map(item));
    start = result.LastEvaluatedKey;
  } while (start && items.length < want);
  const shown = items.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    items: shown,
    nextCursor: items.length > limit && last ? encodeCursor(options.cursorOf(last)) : null,
  };
}

export { type CursorData, decodeCursor, encodeCursor, InvalidCursorError, type Page, type PageRequest };
