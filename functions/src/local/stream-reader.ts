// Locally, what the Lambda event source mapping does in AWS: poll DynamoDB Local's stream of the table
// and hand the notifier batches of event items in the DynamoDBStreamEvent shape Lambda uses, filtered
// by the same pattern as the event source mapping (shared/src/storage/stream-filters.ts). Records the
// handler reports as failed are retried a few times, then logged and skipped (AWS would send them to
// the on-failure queue).

import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { EVENT_ITEM_FILTER, matchesFilter, STATE_ITEM_FILTER } from '@bookwish/shared/storage/stream-filters';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { asFunction } from '../aws/call-recorder.ts';

const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** Lambda's event source mapping reads a shard four times a second. */
const POLL_MS = 250;
/** A stream with nothing new is read less often, up to once a second: a stack waiting idle (the e2e
 * stack while Vitest runs, `npm start` overnight) polled two readers at 4 Hz for nothing, 7% of a core.
 * The first record after a quiet spell is handed on within this; a busy stream stays at POLL_MS. */
const IDLE_POLL_MS = 1_000;
/** How often the shard list is read again when no shard has ended (a shard that ends names its
 * successor, so the list is read at once then): DescribeStream on every poll was half the readers' cost. */
const DISCOVER_MS = 10_000;
const RETRIES = 3;

export type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse>;

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
type LambdaValue = Image[string];

/** The SDK's AttributeValue as Lambda's JSON has it. The SDK deserialises an empty map as `{}`
 * (no member set), which Lambda sends as `{"M":{}}` (e.g. OfferMade's empty data). */
function lambdaValue(value: Record<string, unknown>): LambdaValue {
  const entry = Object.entries(value).find(([key, v]) => v !== undefined && key !== '$unknown');
  if (!entry) return { M: {} };
  const [key, v] = entry;
  if (key === 'M') return { M: lambdaImage(v as Record<string, Record<string, unknown>>) ?? {} };
  if (key === 'L') return { L: (v as Record<string, unknown>[]).map(lambdaValue) };
  if (key === 'B' || key === 'BS') return { [key]: v } as unknown as LambdaValue;
  return { [key]: v } as LambdaValue;
}

function lambdaImage(image: Record<string, Record<string, unknown>> | undefined): Image | undefined {
  if (!image) return undefined;
  return Object.fromEntries(Object.entries(image).map(([name, v]) => [name, lambdaValue(v)]));
}

/** A stream record as Lambda delivers it (the SDK's Record with the Lambda field names). */
export function toLambdaRecord(record: _Record, streamArn: string, region: string): DynamoDBRecord {
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
        ? record.dynamodb.ApproximateCreationDateTime.getTime() / 1000
        : undefined,
      Keys: lambdaImage(record.dynamodb?.Keys as Record<string, Record<string, unknown>> | undefined),
      NewImage: lambdaImage(record.dynamodb?.NewImage as Record<string, Record<string, unknown>> | undefined),
      SequenceNumber: record.dynamodb?.SequenceNumber,
      SizeBytes: record.dynamodb?.SizeBytes,
      StreamViewType: record.dynamodb?.StreamViewType as NonNullable<
        DynamoDBRecord['dynamodb']
      >['StreamViewType'],
    },
  };
}

/** The notifier's event source mapping's filter (new event items), the same pattern as in AWS. */
export function isEventItem(record: _Record): boolean {
  return matchesFilter(EVENT_ITEM_FILTER, toLambdaRecord(record, '', ''));
}

/** The search indexer's filter: a post's STATE item written (its projection or its tombstone). */
export function isStateItem(record: _Record): boolean {
  return matchesFilter(STATE_ITEM_FILTER, toLambdaRecord(record, '', ''));
}

export function localContext(): Context {
  return {
    functionName: 'bookwish-notifier-local',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:bookwish-notifier-local',
    memoryLimitInMB: '256',
    awsRequestId: `local-${Date.now()}`,
    logGroupName: 'local',
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 60_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The table's stream on DynamoDB Local, and a client to read it (the caller destroys it). */
export async function tableStream(where: { endpoint: string; region: string; tableName: string }) {
  const client = { endpoint: where.endpoint, region: where.region, credentials: CREDENTIALS };
  const ddb = new DynamoDBClient(client);
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: where.tableName }));
  ddb.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${where.tableName} has no stream`);
  return { streamArn, streams: new DynamoDBStreamsClient(client) };
}

export interface StreamReader {
  streamArn: string;
  /** Stops polling once the batch in hand is handled (records keep in the stream meanwhile): the
   * bench counts a request's own storage calls without the readers' in the same process. */
  pause(): Promise<void>;
  /** Polls again, from where it paused. */
  resume(): void;
  stop(): Promise<void>;
}

export async function startStreamReader(options: {
  endpoint: string;
  region: string;
  tableName: string;
  handler: StreamHandler;
  /** The function's name in AWS (routes.ts backgroundHandlers): its calls are recorded as its own. */
  functionName: string;
  /** Which records the handler gets, like an event source mapping's filter (default: new events). */
  filter?: (record: _Record) => boolean;
  quiet?: boolean;
}): Promise<StreamReader> {
  const wanted = options.filter ?? isEventItem;
  const { streamArn, streams } = await tableStream(options);

  // Shards known at start begin at LATEST (a restart does not replay old events; the markers would
  // stop duplicates anyway); shards that appear later are read from their start.
  const iterators = new Map<string, string | null>();
  let first = true;
  let stopped = false;
  let discoveredAt = 0;
  let shardEnded = false;

  async function discoverShards(): Promise<void> {
    discoveredAt = Date.now();
    shardEnded = false;
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
    first = false;
  }

  async function deliver(records: DynamoDBRecord[]): Promise<void> {
    let pending = records;
    for (let attempt = 1; pending.length > 0; attempt++) {
      let failed: Set<string | undefined>;
      try {
        const result = await asFunction(options.functionName, () =>
          options.handler({ Records: pending }, localContext()),
        );
        failed = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
      } catch (error) {
        // Powertools throws when every record failed: retry them all.
        if (attempt >= RETRIES) console.error('[stream] batch failed:', error);
        failed = new Set(pending.map((r) => r.dynamodb?.SequenceNumber));
      }
      pending = pending.filter((r) => failed.has(r.dynamodb?.SequenceNumber));
      if (pending.length > 0 && attempt >= RETRIES) {
        console.error(`[stream] gave up on ${pending.length} record(s) after ${RETRIES} attempts`);
        return;
      }
    }
  }

  /** One read of every open shard; resolves with how many records the stream had (filtered or not). */
  async function pollOnce(): Promise<number> {
    if (shardEnded || Date.now() - discoveredAt >= DISCOVER_MS) await discoverShards();
    let seen = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator }),
      );
      iterators.set(shardId, NextShardIterator ?? null);
      if (!NextShardIterator) shardEnded = true;
      seen += Records?.length ?? 0;
      const events = (Records ?? [])
        .filter(wanted)
        .map((r) => toLambdaRecord(r, streamArn as string, options.region));
      if (events.length > 0) await deliver(events);
    }
    return seen;
  }

  await discoverShards();
  let paused = false;
  let polling: Promise<void> | undefined;
  let wait = POLL_MS;
  /** Ends the pause between two polls early: stopping does not wait out an idle stream's second. */
  let wake: () => void = () => undefined;
  const loop = (async () => {
    while (!stopped) {
      if (!paused) {
        polling = pollOnce().then(
          (seen) => {
            wait = seen > 0 ? POLL_MS : Math.min(wait * 2, IDLE_POLL_MS);
          },
          (error: unknown) => {
            if (!stopped && !options.quiet) console.error('[stream] poll failed:', error);
          },
        );
        await polling;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    streamArn,
    pause: async () => {
      paused = true;
      await polling;
    },
    resume: () => {
      paused = false;
    },
    stop: async () => {
      stopped = true;
      wake();
      await loop;
      streams.destroy();
    },
  };
}
