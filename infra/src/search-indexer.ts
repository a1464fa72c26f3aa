// The search indexer in AWS: the table's stream -> an event source mapping filtered to post
// STATE items -> one function (functions/src/search/search-indexer-adapter.ts, the same the local
// stream reader calls) -> the one index object under search/ in the images bucket. No reserved
// concurrency (a new account's quota leaves none to reserve): batches of two shards may run at once,
// and each writes the object only over the version it read (S3 conditional writes, If-Match), reading
// and applying again when it lost the race. A failing batch is split and retried a bounded number of
// times; a record it gives up on ends in an encrypted queue.

import { STATE_ITEM_FILTER } from '@bookwish/shared/storage/stream-filters';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { loggingRole } from './function-role.ts';
import { type StreamRetry, streamConsumer } from './stream-consumer.ts';

export const SEARCH_INDEXER_HANDLER = 'search-index-stream';
export const SEARCH_INDEXER_DESCRIPTION = 'Keeps the search index current (table stream -> search/ in S3)';

/** The index's objects: read (with If-None-Match) and written back (with If-Match, or If-None-Match
 * for the first; s3:PutObject covers conditional writes), nothing else in the bucket. */
export const SEARCH_INDEXER_S3_ACTIONS = ['s3:GetObject', 's3:PutObject'] as const;

/** Only so that a missing index object answers 404 (S3 says 403 to a reader who may not list),
 * which is how the indexer knows to build the first one. */
export const SEARCH_INDEXER_LIST_ACTION = 's3:ListBucket';

/** The table only when there is no index yet: it is built from the byKind list (a Query). */
export const SEARCH_INDEXER_TABLE_ACTIONS = ['dynamodb:Query'] as const;

export const SEARCH_INDEXER_RETRY: StreamRetry = {
  retryAttempts: 5,
  maxRecordAge: Duration.hours(6),
  // One read and one write of the object per batch: the larger the batch, the fewer of both.
  batchSize: 100,
};

export interface SearchIndexerProps {
  code: lambda.Code;
  table: dynamodb.ITable;
  bucket: s3.IBucket;
  stage: string;
}

export class SearchIndexer extends Construct {
  readonly function: lambda.Function;
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id);
    if (!props.table.tableStreamArn) throw new Error('The search indexer needs the table stream.');

    const { role, logGroup } = loggingRole(this, SEARCH_INDEXER_DESCRIPTION);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...SEARCH_INDEXER_S3_ACTIONS],
        resources: [props.bucket.arnForObjects('search/*')],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [SEARCH_INDEXER_LIST_ACTION], resources: [props.bucket.bucketArn] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...SEARCH_INDEXER_TABLE_ACTIONS],
        resources: [`${props.table.tableArn}/index/${tableSchema.indexes.byKind.name}`],
      }),
    );

    const consumer = streamConsumer(this, {
      table: props.table,
      code: props.code,
      description: SEARCH_INDEXER_DESCRIPTION,
      role,
      logGroup,
      // The whole index is in memory while a batch is applied (about 100 MB at 100,000 posts).
      memorySize: 1024,
      // A batch is one read and one write; a first run builds the index from the whole table.
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: props.table.tableName,
        IMAGES_BUCKET: props.bucket.bucketName,
        STAGE: props.stage,
      },
      // Post STATE items inserted or modified: the pattern the local stream reader applies too.
      filter: STATE_ITEM_FILTER,
      retry: SEARCH_INDEXER_RETRY,
      queueReason:
        'This queue is itself the on-failure destination of the search indexer stream mapping; nothing consumes it, an operator reads it.',
      roleWildcards: [
        {
          reason:
            'The indexer reads and writes the stored search index, the objects under search/ only (never served by the front).',
          appliesTo: [{ regex: '/^Resource::.*ImagesBucket.*Arn.*\\/search\\/\\*$/' }],
        },
      ],
    });
    this.function = consumer.function;
    this.failures = consumer.failures;
  }
}
