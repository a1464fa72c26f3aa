// Hand-off emails and the operators' alarms as deployed: what the stream hands the notifier, where a
// poison record ends, what the notifier may do, and who hears about trouble or cost.

import { matchesFilter, type StreamFilter } from '@bookwish/shared/storage/stream-filters';
import { eventSk, postPk } from '@bookwish/shared/storage/table-schema';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { inDeployEnvironment } from './deploy-environment.ts';
import { NOTIFIER_DESCRIPTION, NOTIFIER_INDEX_ACTIONS, NOTIFIER_TABLE_ACTIONS } from './notifier.ts';
import { ALARM_THRESHOLDS } from './operations.ts';
import { DEFAULT_MONTHLY_BUDGET_USD } from './settings.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

const WITH_EMAIL = {
  sesSender: 'hello@bookwish.example.org',
  sesRegion: 'ca-central-1',
  opsEmail: 'ops@bookwish.example.org',
};

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let withEmail: Template;
let withoutEmail: Template;

beforeAll(() => {
  withEmail = synthForTest(WITH_EMAIL).statelessTemplate;
  withoutEmail = synthForTest().statelessTemplate;
}, SYNTH_TIMEOUT * 2);

const only = (template: Template, type: string): Resource => {
  const found = Object.values(resourcesOfType(template, type));
  expect(found, type).toHaveLength(1);
  return found[0] as Resource;
};

/** The notifier's one resource of a type (the search indexer has a mapping and a queue of its own). */
const notifiers = (template: Template, type: string): Resource[] =>
  Object.entries(resourcesOfType(template, type))
    .filter(([id]) => id.startsWith('Notifier'))
    .map(([, resource]) => resource as Resource);
const notifierOnly = (template: Template, type: string): Resource => {
  const found = notifiers(template, type);
  expect(found, type).toHaveLength(1);
  return found[0] as Resource;
};

const idOf = (template: Template, type: string, logicalIdPrefix: string): string => {
  const ids = Object.keys(resourcesOfType(template, type)).filter((id) => id.startsWith(logicalIdPrefix));
  expect(ids, `${type} ${logicalIdPrefix}`).toHaveLength(1);
  return ids[0] as string;
};

/** Every statement of every policy attached to a role. */
function statementsOfRole(template: Template, roleId: string): Statement[] {
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const notifierFunction = (template: Template): [string, Resource] => {
  const found = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Description === NOTIFIER_DESCRIPTION,
  );
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
};

/** A stream record as Lambda filters it (NEW_IMAGE view): keys and the new item, DynamoDB JSON. */
function record(eventName: string, item: Record<string, string>) {
  const image = Object.fromEntries(Object.entries(item).map(([name, s]) => [name, { S: s }]));
  return { eventName, dynamodb: { Keys: { pk: image.pk, sk: image.sk }, NewImage: image } };
}

describe('the notifier on the table stream', () => {
  it('hands it new event items only: not the post state, its own markers or a member setting', () => {
    const mapping = notifierOnly(withEmail, 'AWS::Lambda::EventSourceMapping');
    const filters = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters).toHaveLength(1);
    const pattern = JSON.parse(filters[0]?.Pattern ?? '{}') as StreamFilter;
    // Keys as the event store writes them (event-store.ts).
    const event = { pk: postPk('p1'), sk: eventSk(3), entity: 'event', type: 'OfferMade' };
    expect(matchesFilter(pattern, record('INSERT', event))).toBe(true);
    expect(matchesFilter(pattern, record('MODIFY', event))).toBe(false);
    expect(matchesFilter(pattern, record('REMOVE', event))).toBe(false);
    expect(matchesFilter(pattern, record('INSERT', { pk: postPk('p1'), sk: 'STATE', entity: 'state' }))).toBe(
      false,
    );
    // The notifier's own once-per-event marker shares the EV# sort key: it must never feed back.
    expect(
      matchesFilter(pattern, record('INSERT', { pk: 'NOTIFIED#p1', sk: eventSk(3), entity: 'notified' })),
    ).toBe(false);
    expect(
      matchesFilter(pattern, record('INSERT', { pk: 'MEMBER#u1', sk: 'NOTIFY_PREFS', entity: 'prefs' })),
    ).toBe(false);
  });

  it('reports partial batch failures, splits a failing batch, retries a bounded number of times for a bounded time', () => {
    const mapping = notifierOnly(withEmail, 'AWS::Lambda::EventSourceMapping');
    const [functionId] = notifierFunction(withEmail);
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: functionId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 6 * 3600,
      // A first deploy must not mail the last day's hand-offs again.
      StartingPosition: 'LATEST',
    });
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toMatch(/StreamArn/);
  });

  it('sends a record it gave up on to an encrypted, TLS-only queue', () => {
    const mapping = notifierOnly(withEmail, 'AWS::Lambda::EventSourceMapping');
    const queueId = idOf(withEmail, 'AWS::SQS::Queue', 'NotifierFailures');
    expect(mapping.Properties.DestinationConfig).toEqual({
      OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
    });
    expect(notifierOnly(withEmail, 'AWS::SQS::Queue').Properties.SqsManagedSseEnabled).toBe(true);
    const policy = notifierOnly(withEmail, 'AWS::SQS::QueuePolicy');
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it('sends from the sesSender through a configuration set on the suppression list, with reputation metrics', () => {
    const set = only(withEmail, 'AWS::SES::ConfigurationSet');
    expect(set.Properties).toMatchObject({
      Name: 'bookwish-prod',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
    const [, fn] = notifierFunction(withEmail);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({
      SES_SENDER: 'Bookwish <hello@bookwish.example.org>',
      SES_CONFIGURATION_SET: { Ref: idOf(withEmail, 'AWS::SES::ConfigurationSet', 'NotifierEmails') },
    });
    for (const name of ['TABLE_NAME', 'USER_POOL_ID', 'PUBLIC_ORIGIN', 'NOTIFY_SECRET_ARN']) {
      expect(variables).toHaveProperty(name);
    }
    expect(variables).not.toHaveProperty('NOTIFY_SECRET');
  });

  it('may send only as the sender through its configuration set, and touch nothing else it does not need', () => {
    const [, fn] = notifierFunction(withEmail);
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = statementsOfRole(withEmail, roleId);
    const byAction = (action: string) => statements.filter((s) => [s.Action].flat().includes(action));

    const sesStatements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
    expect(sesStatements).toHaveLength(2);
    const [asSender, toRecipients] = sesStatements as [
      Statement & { Condition?: unknown },
      Statement & { Condition?: unknown },
    ];
    expect(asSender.Action).toBe('ses:SendEmail');
    const sesResources = [asSender.Resource].flat().map((r) => JSON.stringify(r));
    expect(sesResources).toHaveLength(3);
    expect(sesResources.filter((r) => r.endsWith(':identity/hello@bookwish.example.org"]]}'))).toHaveLength(
      1,
    );
    expect(sesResources.filter((r) => r.endsWith(':identity/bookwish.example.org"]]}'))).toHaveLength(1);
    expect(sesResources.filter((r) => r.includes(':configuration-set/'))).toHaveLength(1);
    // In the SES sandbox the recipient's identity authorises the send too: any identity of the account,
    // for mail from the sender only (with or without its display name).
    expect(toRecipients.Action).toBe('ses:SendEmail');
    expect(JSON.stringify(toRecipients.Resource)).toMatch(/:identity\/\*"\]\]\}$/);
    expect(toRecipients.Condition).toEqual({
      StringLike: {
        'ses:FromAddress': ['hello@bookwish.example.org', '*<hello@bookwish.example.org>'],
      },
    });

    const actionsOn = (resource: RegExp) =>
      statements
        .filter((s) => resource.test(JSON.stringify(s.Resource)))
        .flatMap((s) => [s.Action].flat())
        .sort();
    // The table: its post state and a member's settings read, its marker put and deleted; of the
    // indexes, only the book-alert one, only queried.
    const tableOnly = statements
      .filter((s) => /GetAttTable[0-9A-F]{8}Arn/.test(JSON.stringify(s.Resource)))
      .filter((s) => !JSON.stringify(s.Resource).includes('/index/'))
      .flatMap((s) => [s.Action].flat())
      .sort();
    expect(tableOnly).toEqual([...NOTIFIER_TABLE_ACTIONS].sort());
    expect(actionsOn(/\/index\//)).toEqual([...NOTIFIER_INDEX_ACTIONS]);
    expect(actionsOn(/\/index\/byMatch"/)).toEqual(['dynamodb:Query']);
    expect(actionsOn(/StreamArn/)).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
    ]);
    expect(byAction('cognito-idp:AdminGetUser')).toHaveLength(1);
    expect(statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('cognito-idp:'))).toEqual([
      'cognito-idp:AdminGetUser',
    ]);
    expect(byAction('secretsmanager:GetSecretValue')).toHaveLength(1);

    // No wildcard action anywhere, and the one wildcard resource is ListStreams (no resource-level form).
    for (const statement of statements) {
      for (const action of [statement.Action].flat()) expect(action).not.toContain('*');
      if (statement.Resource === '*') expect(statement.Action).toBe('dynamodb:ListStreams');
    }
  });

  it('runs without a sender too (impact figures, pushes), with no SES grant, configuration set or sender', () => {
    // The impact projection rides the notifier: a deployment before SES is set up must fold it.
    expect(notifiers(withoutEmail, 'AWS::Lambda::EventSourceMapping')).toHaveLength(1);
    expect(notifiers(withoutEmail, 'AWS::SQS::Queue')).toHaveLength(1);
    expect(notifiers(withoutEmail, 'AWS::SES::ConfigurationSet')).toEqual([]);
    const [functionId, fn] = notifierFunction(withoutEmail);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const name of ['SES_SENDER', 'SES_CONFIGURATION_SET', 'SES_REGION']) {
      expect(variables).not.toHaveProperty(name);
    }
    for (const name of ['TABLE_NAME', 'USER_POOL_ID', 'NOTIFY_SECRET_ARN', 'VAPID_SECRET_ARN']) {
      expect(variables).toHaveProperty(name);
    }
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const actions = statementsOfRole(withoutEmail, roleId).flatMap((s) => [s.Action].flat());
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    expect(actions).toEqual(expect.arrayContaining([...NOTIFIER_TABLE_ACTIONS]));
    expect(functionId).toMatch(/^Notifier/);
  });

  it(
    'sends through SES in another region when sesRegion names one: grants and client there, no set',
    () => {
      // A deploy knows its region (an AWS profile): only then can the SES region differ from it.
      inDeployEnvironment(() => {
        const elsewhere = synthForTest(
          { ...WITH_EMAIL, sesRegion: 'us-east-1' },
          {},
          { fresh: true },
        ).statelessTemplate;
        const [, fn] = notifierFunction(elsewhere);
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables).toMatchObject({
          SES_REGION: 'us-east-1',
          SES_SENDER: 'Bookwish <hello@bookwish.example.org>',
        });
        expect(variables).not.toHaveProperty('SES_CONFIGURATION_SET');
        expect(notifiers(elsewhere, 'AWS::SES::ConfigurationSet')).toEqual([]);
        const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const sesResources = statementsOfRole(elsewhere, roleId)
          .filter((s) => [s.Action].flat().includes('ses:SendEmail'))
          .flatMap((s) => [s.Resource].flat())
          .map((r) => JSON.stringify(r));
        expect(sesResources).toHaveLength(3);
        for (const resource of sesResources)
          expect(resource).toContain(':ses:us-east-1:123456789012:identity/');
      });
    },
    SYNTH_TIMEOUT,
  );
});

describe('no ses:* and no ses action on * anywhere in the app', () => {
  it('holds with and without the notifier', () => {
    for (const template of [withEmail, withoutEmail]) {
      for (const policy of Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))) {
        const { Statement } = policy.Properties.PolicyDocument as { Statement: Statement[] };
        for (const statement of Statement) {
          const actions = [statement.Action].flat();
          expect(actions).not.toContain('ses:*');
          if (actions.some((a) => a.startsWith('ses:'))) expect(statement.Resource).not.toBe('*');
        }
      }
    }
  });
});

describe('operators are told', () => {
  const topicId = (template: Template) => idOf(template, 'AWS::SNS::Topic', 'OperationsTopic');
  const alarms = (template: Template) => Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
  const alarm = (template: Template, name: string): Resource => {
    const found = alarms(template).filter(([id]) => id.startsWith(`Operations${name}`));
    expect(found, name).toHaveLength(1);
    return (found[0] as [string, Resource])[1];
  };

  it('emails the opsEmail setting from one TLS-only topic', () => {
    expect(only(withEmail, 'AWS::SNS::Subscription').Properties).toEqual({
      Protocol: 'email',
      Endpoint: 'ops@bookwish.example.org',
      TopicArn: { Ref: topicId(withEmail) },
    });
    const policy = JSON.stringify(only(withEmail, 'AWS::SNS::TopicPolicy').Properties.PolicyDocument);
    expect(policy).toContain('"aws:SecureTransport":"false"');
    expect(policy).toContain('budgets.amazonaws.com');
    expect(policy).toContain('cloudwatch.amazonaws.com');
  });

  it('sends every alarm, and its recovery, to that topic', () => {
    const all = alarms(withEmail);
    expect(all).toHaveLength(9);
    for (const [id, resource] of all) {
      expect(resource.Properties.AlarmActions, id).toEqual([{ Ref: topicId(withEmail) }]);
      expect(resource.Properties.OKActions, id).toEqual([{ Ref: topicId(withEmail) }]);
      expect(resource.Properties.TreatMissingData, id).toBe('notBreaching');
      expect(resource.Properties.ComparisonOperator, id).toBe('GreaterThanOrEqualToThreshold');
    }
  });

  it('alarms on the API 5xx rate, not on a single 5xx', () => {
    const { Properties } = alarm(withEmail, 'Api5xxRate');
    expect(Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    const metrics = Properties.Metrics as { Id: string; Expression?: string; MetricStat?: unknown }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe(
      `IF(requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}, 100 * errors / requests, 0)`,
    );
    const stat = (id: string) => JSON.stringify(metrics.find((m) => m.Id === id)?.MetricStat);
    expect(stat('errors')).toContain('"MetricName":"5xx"');
    expect(stat('requests')).toContain('"MetricName":"Count"');
    expect(stat('errors')).toContain('"Name":"ApiId"');
  });

  it('alarms on function errors and throttles, the stream falling behind, and records given up on', () => {
    expect(alarm(withEmail, 'FunctionErrors').Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
      Threshold: 1,
    });
    expect(alarm(withEmail, 'FunctionThrottles').Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Threshold: 1,
    });
    const [notifierId] = notifierFunction(withEmail);
    expect(alarm(withEmail, 'StreamIteratorAge').Properties).toMatchObject({
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: notifierId } }],
      Threshold: ALARM_THRESHOLDS.iteratorAgeMs,
    });
    const queueId = idOf(withEmail, 'AWS::SQS::Queue', 'NotifierFailures');
    expect(alarm(withEmail, 'NotifyFailures').Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('alarms on SES bounce and complaint rates before SES reviews the account', () => {
    expect(alarm(withEmail, 'SesBounceRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
    expect(alarm(withEmail, 'SesComplaintRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
  });

  it('keeps the API and function alarms and the budget without a sender, and warns nobody listens without opsEmail', () => {
    const names = alarms(withoutEmail).map(([id]) =>
      id.replace(/^Operations/, '').replace(/[0-9A-F]{8}$/, ''),
    );
    expect(names.sort()).toEqual([
      'Api5xxRate',
      'FunctionErrors',
      'FunctionThrottles',
      'ImageInvalidationFailures',
      'NotifyFailures',
      'SearchIndexFailures',
      'StreamIteratorAge',
    ]);
    expect(Object.keys(resourcesOfType(withoutEmail, 'AWS::SNS::Subscription'))).toEqual([]);
    expect(Object.keys(resourcesOfType(withoutEmail, 'AWS::Budgets::Budget'))).toHaveLength(1);
  });

  it(`tells them when the month's cost passes 80% of the budget, or is forecast past it (default ${DEFAULT_MONTHLY_BUDGET_USD} USD)`, () => {
    const budget = only(withEmail, 'AWS::Budgets::Budget').Properties;
    expect(budget.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: 20, Unit: 'USD' },
    });
    const notifications = budget.NotificationsWithSubscribers as {
      Notification: Record<string, unknown>;
      Subscribers: unknown[];
    }[];
    expect(notifications.map((n) => n.Notification)).toEqual([
      {
        NotificationType: 'ACTUAL',
        ComparisonOperator: 'GREATER_THAN',
        Threshold: 80,
        ThresholdType: 'PERCENTAGE',
      },
      {
        NotificationType: 'FORECASTED',
        ComparisonOperator: 'GREATER_THAN',
        Threshold: 100,
        ThresholdType: 'PERCENTAGE',
      },
    ]);
    for (const n of notifications) {
      expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId(withEmail) } }]);
    }
  });

  it(
    'takes the budget from the monthlyBudgetUsd setting and refuses one that is not an amount',
    () => {
      const custom = synthForTest({ monthlyBudgetUsd: '35' }).statelessTemplate;
      expect(only(custom, 'AWS::Budgets::Budget').Properties.Budget).toMatchObject({
        BudgetLimit: { Amount: 35, Unit: 'USD' },
      });
      expect(() => synthForTest({ monthlyBudgetUsd: 'twenty' })).toThrow(
        'Context "monthlyBudgetUsd" must be a positive number of US dollars (got "twenty").',
      );
      expect(() => synthForTest({ opsEmail: 'ops' })).toThrow('Context "opsEmail" must be an email address');
    },
    SYNTH_TIMEOUT,
  );
});
