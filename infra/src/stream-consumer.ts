// What the notifier and the search indexer share: a function on the table's stream, filtered to the
// records it handles, reporting partial batch failures, splitting a failing batch and retrying it a
// bounded number of times, then leaving the record in an encrypted queue for the operators. Made in
// the caller's scope with the ids each used before ('Failures', 'Function'), so their templates did
// not change.

import type { StreamFilter } from '@bookwish/shared/storage/stream-filters';
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';

/** Redelivery of a failing batch: bounded in tries and in age, then the record goes to the queue. */
export interface StreamRetry {
  retryAttempts: number;
  maxRecordAge: Duration;
  batchSize: number;
}

export interface StreamConsumerProps {
  table: dynamodb.ITable;
  code: lambda.Code;
  description: string;
  /** From loggingRole, with the grants the work needs already added. */
  role: iam.Role;
  logGroup: logs.LogGroup;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
  /** The event source mapping's filter: only the records this function handles reach it (the pattern the
   * local stream reader applies too). */
  filter: StreamFilter;
  retry: StreamRetry;
  /** Why nothing consumes the on-failure queue (cdk-nag SQS3). */
  queueReason: string;
  /** Further IAM5 findings on the role this function accepts, with their reasons. */
  roleWildcards?: { reason: string; appliesTo: (string | { regex: string })[] }[];
}

export function streamConsumer(
  scope: Construct,
  props: StreamConsumerProps,
): { function: lambda.Function; failures: sqs.Queue } {
  // What the event source mapping could not deliver after its retries: metadata of the records
  // (shard and sequence numbers), kept 14 days for an operator to look at.
  const failures = new sqs.Queue(scope, 'Failures', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  NagSuppressions.addResourceSuppressions(failures, [{ id: 'AwsSolutions-SQS3', reason: props.queueReason }]);

  const fn = new lambda.Function(scope, 'Function', {
    code: props.code,
    handler: 'index.handler',
    description: props.description,
    runtime: LAMBDA_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    role: props.role,
    logGroup: props.logGroup,
    loggingFormat: lambda.LoggingFormat.JSON,
    environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
  });

  fn.addEventSource(
    new DynamoEventSource(props.table, {
      // From now on: a first deploy must not replay the stream's last day (emails sent again). The
      // past is caught up from the table instead: the search index, when missing, is built from it;
      // the impact projection folds a post's stored events it has not seen on that post's next event,
      // and `npm run backfill-member-records` (backfillImpact) folds the posts with none since.
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: props.retry.batchSize,
      filters: [lambda.FilterCriteria.filter(props.filter)],
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: props.retry.retryAttempts,
      maxRecordAge: props.retry.maxRecordAge,
      onFailure: new SqsDlq(failures),
    }),
  );

  NagSuppressions.addResourceSuppressions(fn, [
    {
      id: 'AwsSolutions-L1',
      reason: RUNTIME_NAG_REASON,
    },
  ]);
  NagSuppressions.addResourceSuppressions(
    props.role,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'dynamodb:ListStreams has no resource-level permission (only *); the event source mapping needs it to find the stream, and it reveals stream names only.',
        appliesTo: ['Resource::*'],
      },
      ...(props.roleWildcards ?? []).map((finding) => ({ id: 'AwsSolutions-IAM5', ...finding })),
    ],
    true,
  );
  return { function: fn, failures };
}
