// The search indexer: a DynamoDB stream batch in (STATE items only: a post's projection or its
// tombstone), the stored search index updated once per batch. The same handler runs in AWS (an event
// source mapping filtered on sk = STATE, reserved concurrency 1 so two batches never race on the
// object) and locally (local/stream-reader.ts, beside the notifier).

import { Logger } from '@aws-lambda-powertools/logger';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { searchDocOf } from '@bookwish/shared/domain/search';
import type { Post } from '@bookwish/shared/domain/types';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { EventStore } from '../app/ports.ts';
import { s3SearchIndex } from '../aws/s3-search-index.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { docsFromStore, type StoredIndex } from './index-cache.ts';
import {
  applyChanges,
  buildIndex,
  type IndexChange,
  loadIndexOrNull,
  type SearchIndex,
  serializeIndex,
} from './search-index.ts';

const logger = new Logger({ serviceName: 'bookwish-search-indexer' });

/** What a STATE record means for the index: the post's document, or its removal (removed, closed,
 * deleted). Anything else (a REMOVE record, another item) is nothing. */
export function changeOf(record: DynamoDBRecord): IndexChange | null {
  const image = record.dynamodb?.NewImage;
  if (!image) return null;
  // biome-ignore lint/suspicious/noExplicitAny: the stream's AttributeValue type differs from the SDK's by name only
  const item = unmarshall(image as any) as Record<string, unknown>;
  if (item.sk !== 'STATE' || typeof item.pk !== 'string' || !item.pk.startsWith('POST#')) return null;
  const id = item.pk.slice('POST#'.length);
  if (item.entity === 'tombstone') return { remove: id };
  if (item.entity !== 'state') return null;
  const doc = searchDocOf(item as unknown as Post);
  return doc ? { upsert: doc } : { remove: id };
}

/** The indexer's warm copy: reloaded only when the stored version is not the one it saved last. */
export function indexer(stored: StoredIndex, store: EventStore) {
  let index: SearchIndex | undefined;
  let etag: string | undefined;

  return async function apply(changes: IndexChange[]): Promise<void> {
    if (changes.length === 0) return;
    const fetched = await stored.fetch(index ? etag : undefined);
    if (fetched !== 'unchanged') {
      // None stored yet, or a copy that is not an index (damaged): the table is the truth, rebuild.
      index = (fetched && loadIndexOrNull(fetched.json)) || buildIndex(await docsFromStore(store));
    }
    const current = index as SearchIndex;
    applyChanges(current, changes);
    if (current.dirtCount > 0) await current.vacuum({ batchWait: 0 });
    etag = await stored.save(serializeIndex(current));
  };
}

const apply = indexer(s3SearchIndex, dynamoEventStore);

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const changes = event.Records.map(changeOf).filter((c): c is IndexChange => c !== null);
  // All or nothing: a failed batch is retried whole, and applying a post's state again is harmless.
  await apply(changes);
  logger.info('indexed', { changes: changes.length });
  return { batchItemFailures: [] };
}
