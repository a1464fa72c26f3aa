// The search indexer as deployed: what the stream hands it, that batches never run side by side,
// where a record it gave up on ends, and what it may touch.

import { matchesFilter, type StreamFilter } from '@bookwish/shared/storage/stream-filters';
import { eventSk, postPk } from '@bookwish/shared/storage/table-schema';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEXER_DESCRIPTION } from './search-indexer.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

let template: Template;

beforeAll(() => {
  template = synthForTest().statelessTemplate;
}, SYNTH_TIMEOUT);

function indexerFunction(): [string, Resource] {
  const found = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Description === SEARCH_INDEXER_DESCRIPTION,
  );
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
}

function indexerMapping(): Resource {
  const [functionId] = indexerFunction();
  const found = Object.values(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping')).filter(
    (mapping) => JSON.stringify(mapping.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
  );
  expect(found).toHaveLength(1);
  return found[0] as Resource;
}

function statementsOfRole(roleId: string): Statement[] {
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** A stream record as Lambda filters it (NEW_IMAGE view): keys and the new item, DynamoDB JSON. */
function record(eventName: string, item: Record<string, string>) {
  const image = Object.fromEntries(Object.entries(item).map(([name, s]) => [name, { S: s }]));
  const keys = { pk: image.pk, sk: image.sk };
  return { eventName, dynamodb: eventName === 'REMOVE' ? { Keys: keys } : { Keys: keys, NewImage: image } };
}

describe('the search indexer on the table stream', () => {
  it('is handed post STATE items inserted or modified (a post, or its tombstone), nothing else', () => {
    const filters = (indexerMapping().Properties.FilterCriteria as { Filters: { Pattern: string }[] })
      .Filters;
    expect(filters).toHaveLength(1);
    const pattern = JSON.parse(filters[0]?.Pattern ?? '{}') as StreamFilter;
    const state = { pk: postPk('p1'), sk: 'STATE', entity: 'state', kind: 'wishlist' };
    expect(matchesFilter(pattern, record('INSERT', state))).toBe(true);
    expect(matchesFilter(pattern, record('MODIFY', state))).toBe(true);
    expect(
      matchesFilter(pattern, record('MODIFY', { pk: postPk('p1'), sk: 'STATE', entity: 'tombstone' })),
    ).toBe(true);
    expect(matchesFilter(pattern, record('REMOVE', state))).toBe(false);
    // Events, member records and other partitions never wake it.
    expect(
      matchesFilter(pattern, record('INSERT', { pk: postPk('p1'), sk: eventSk(2), entity: 'event' })),
    ).toBe(false);
    expect(
      matchesFilter(pattern, record('INSERT', { pk: 'MEMBER#u1', sk: 'NOTIFY_PREFS', entity: 'prefs' })),
    ).toBe(false);
    expect(matchesFilter(pattern, record('INSERT', { pk: 'AUDIT#p1', sk: 'STATE', entity: 'audit' }))).toBe(
      false,
    );
  });

  it('reserves no concurrency (a new account has none to spare): batches of different shards run at once', () => {
    // Two batches never lose each other's changes because each writes the index only over the version
    // it read (functions/src/search/concurrent-indexers.test.ts races two on the local S3). One batch
    // per shard keeps each post's records in order.
    const { stateful } = synthForTest();
    for (const stackTemplate of [template, Template.fromStack(stateful)]) {
      for (const [id, fn] of Object.entries(resourcesOfType(stackTemplate, 'AWS::Lambda::Function'))) {
        expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
      }
    }
    expect(indexerMapping().Properties.ParallelizationFactor ?? 1).toBe(1);
  });

  it('reports partial batch failures, splits a failing batch, retries a bounded number of times', () => {
    expect(indexerMapping().Properties).toMatchObject({
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 6 * 3600,
      StartingPosition: 'LATEST',
    });
  });

  it('sends a record it gave up on to its own encrypted queue', () => {
    const queues = Object.entries(resourcesOfType(template, 'AWS::SQS::Queue')).filter(([id]) =>
      id.startsWith('SearchIndexerFailures'),
    );
    expect(queues).toHaveLength(1);
    const [queueId, queue] = queues[0] as [string, Resource];
    expect(indexerMapping().Properties.DestinationConfig).toEqual({
      OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('tells the operators when a record ends in that queue', () => {
    const queueId = Object.keys(resourcesOfType(template, 'AWS::SQS::Queue')).find((id) =>
      id.startsWith('SearchIndexerFailures'),
    );
    const alarms = Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).filter(([id]) =>
      id.startsWith('OperationsSearchIndexFailures'),
    );
    expect(alarms).toHaveLength(1);
    expect((alarms[0] as [string, Resource])[1].Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('may read and write the objects under search/ only (and list, for the 404), and only query the byKind list', () => {
    const [, fn] = indexerFunction();
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = statementsOfRole(roleId);
    const actions = statements.flatMap((s) => [s.Action].flat());

    const s3Statements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3Statements.flatMap((s) => [s.Action].flat()).sort()).toEqual([
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    // Listing (so a missing index is a 404, not a 403) is on the bucket; objects under search/ only.
    const list = s3Statements.filter((s) => [s.Action].flat().includes('s3:ListBucket'));
    expect(list).toHaveLength(1);
    expect([list[0]?.Action].flat()).toEqual(['s3:ListBucket']);
    const listed = JSON.stringify(list[0]?.Resource);
    expect(listed).toMatch(/ImagesBucket/);
    expect(listed).not.toContain('/');
    for (const statement of s3Statements.filter((s) => s !== list[0])) {
      for (const resource of [statement.Resource].flat()) {
        expect(JSON.stringify(resource)).toMatch(/ImagesBucket.*\/search\/\*"\]\]\}$/);
      }
    }

    const tableActions = actions.filter((a) => a.startsWith('dynamodb:')).sort();
    expect(tableActions).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'dynamodb:Query',
    ]);
    const query = statements.find((s) => [s.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(query?.Resource)).toMatch(/\/index\/byKind"\]\]\}$/);

    for (const action of actions) expect(action).not.toContain('*');
    for (const statement of statements) {
      if (statement.Resource === '*') expect(statement.Action).toBe('dynamodb:ListStreams');
    }
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['IMAGES_BUCKET', 'NODE_OPTIONS', 'STAGE', 'TABLE_NAME']);
  });
});
