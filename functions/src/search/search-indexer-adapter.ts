// The search indexer: a DynamoDB stream batch in (STATE items only: a post's projection or its
// tombstone), the stored search index updated once per batch. The same handler runs in AWS (an event
// source mapping filtered on sk = STATE) and locally (local/stream-reader.ts, beside the notifier).
// Batches of different shards run at once (no reserved concurrency: a new account has none to
// spare), so each writes the index only over the version it read; one that lost the race reads the
// winner's and applies its changes again (applying a post's state twice is harmless).

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

/** Tries of one batch against other writers: each lost try means another batch saved meanwhile, so
 * this many in a row is far past what a few shards cause; the stream then retries the batch. */
export const SAVE_TRIES = 8;

/** The indexer's warm copy: reloaded only when the stored version is not the one it saved last. */
export function indexer(stored: StoredIndex, store: EventStore) {
  let index: SearchIndex | undefined;
  /** The stored version `index` is (null: none stored when it was built). */
  let etag: string | null = null;

  return async function apply(changes: IndexChange[]): Promise<void> {
    if (changes.length === 0) return;
    for (let attempt = 1; attempt <= SAVE_TRIES; attempt++) {
      const fetched = await stored.fetch(index && etag !== null ? etag : undefined);
      if (fetched !== 'unchanged') {
        // None stored yet, or a copy that is not an index (damaged): the table is the truth, rebuild.
        index = (fetched && loadIndexOrNull(fetched.json)) || buildIndex(await docsFromStore(store));
        etag = fetched ? fetched.etag : null;
      }
      const current = index as SearchIndex;
      applyChanges(current, changes);
      if (current.dirtCount > 0) await current.vacuum({ batchWait: 0 });
      const saved = await stored.save(serializeIndex(current), etag);
      if (saved !== 'lost') {
        etag = saved;
        return;
      }
      // Another batch saved first: this copy holds our changes on an older version. Drop it and
      // apply them again on the one stored now.
      index = undefined;
      etag = null;
      logger.info('index saved by another batch meanwhile: applying again', { attempt });
    }
    throw new Error(
      `The search index changed under every one of ${SAVE_TRIES} tries; the stream retries the batch.`,
    );
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
