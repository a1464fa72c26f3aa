// Operators are told when something breaks or costs more than planned: CloudWatch alarms and an AWS
// Budgets monthly cost budget, all to one SNS topic emailed to the opsEmail setting.
//
// Lambda errors and throttles are watched through Lambda's account-wide metrics (every function of
// the account in this region) rather than per function: one alarm each instead of one per route
// (CloudWatch bills every metric an alarm reads, and a metric math alarm reads at most 10), so
// watching 40-odd functions costs $0.20 a month, not $8 on a site that costs about $3.

import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { ImageInvalidation } from './image-invalidation.ts';
import type { Notifier } from './notifier.ts';
import type { SearchIndexer } from './search-indexer.ts';

/** Every threshold in one place, for the README and the tests. */
export const ALARM_THRESHOLDS = {
  /** Percent of API requests answered 5xx in 5 minutes (counted from 10 requests up). */
  api5xxPercent: 5,
  api5xxMinRequests: 10,
  /** Any failed or throttled invocation in 5 minutes: handlers answer members' mistakes with 4xx. */
  functionErrors: 1,
  functionThrottles: 1,
  /** The oldest stream record waiting for the notifier: emails late by this much. */
  iteratorAgeMs: 15 * 60 * 1000,
  /** Any record the notifier gave up on. */
  failedRecords: 1,
  /** Any deleted image whose invalidation failed (after its retries) in 5 minutes: still served. */
  failedInvalidations: 1,
  /** SES puts an account under review at 5% bounces and 0.1% complaints. */
  bounceRate: 0.05,
  complaintRate: 0.001,
} as const;

export interface OperationsProps {
  stage: string;
  opsEmail?: string;
  monthlyBudgetUsd: number;
  httpApi: apigwv2.IHttpApi;
  notifier?: Notifier;
  searchIndexer?: SearchIndexer;
}

export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { account } = Stack.of(this);

    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `Bookwish ${props.stage} operations`,
      enforceSSL: true,
    });
    if (props.opsEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.opsEmail));
    // A topic policy replaces SNS's default one: name the two services that publish here.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AlarmsPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    );
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    );
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Carries alarm and budget notices only, no member data; CloudWatch and Budgets cannot publish with the AWS managed key, and a customer key would cost a third of the monthly bill.',
      },
    ]);

    const fiveMinutes = Duration.minutes(5);
    const requests = props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    const errors = props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm('Api5xxRate', {
      alarmDescription: `More than ${ALARM_THRESHOLDS.api5xxPercent}% of API requests failed with a 5xx in 5 minutes.`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors },
        period: fiveMinutes,
        label: 'API 5xx %',
      }),
      threshold: ALARM_THRESHOLDS.api5xxPercent,
    });

    const lambdaMetric = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: fiveMinutes });
    this.alarm('FunctionErrors', {
      alarmDescription: 'A Lambda function failed (an unhandled error or a timeout) in the last 5 minutes.',
      metric: lambdaMetric('Errors'),
      threshold: ALARM_THRESHOLDS.functionErrors,
    });
    this.alarm('FunctionThrottles', {
      alarmDescription:
        'A Lambda invocation was throttled in the last 5 minutes (concurrency limit reached).',
      metric: lambdaMetric('Throttles'),
      threshold: ALARM_THRESHOLDS.functionThrottles,
    });

    if (props.searchIndexer) {
      this.alarm('SearchIndexFailures', {
        alarmDescription:
          'The search indexer gave up on stream records after its retries: search results miss those changes (see its on-failure queue and logs).',
        metric: props.searchIndexer.failures.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: fiveMinutes,
        }),
        threshold: ALARM_THRESHOLDS.failedRecords,
      });
    }

    if (props.notifier) {
      this.alarm('StreamIteratorAge', {
        alarmDescription:
          'The notifier is behind (impact figures, pushes and emails late): it has stream records waiting over 15 minutes.',
        metric: props.notifier.function.metric('IteratorAge', { statistic: 'Maximum', period: fiveMinutes }),
        threshold: ALARM_THRESHOLDS.iteratorAgeMs,
      });
      this.alarm('NotifyFailures', {
        alarmDescription:
          'The notifier gave up on stream records after its retries: see the on-failure queue and the notifier logs.',
        metric: props.notifier.failures.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: fiveMinutes,
        }),
        threshold: ALARM_THRESHOLDS.failedRecords,
      });
    }
    // Account-wide, as SES judges the account: the rates SES itself acts on. Only where emails go out
    // through SES in this region (an alarm reads its own region's metrics).
    if (props.notifier?.email?.configurationSet) {
      const reputation = (metricName: string) =>
        new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName,
          statistic: 'Maximum',
          period: Duration.hours(1),
        });
      this.alarm('SesBounceRate', {
        alarmDescription:
          'SES bounce rate reached 5%: SES reviews the account there and pauses sending at 10%.',
        metric: reputation('Reputation.BounceRate'),
        threshold: ALARM_THRESHOLDS.bounceRate,
      });
      this.alarm('SesComplaintRate', {
        alarmDescription:
          'SES complaint rate reached 0.1%: SES reviews the account there and pauses sending at 0.5%.',
        metric: reputation('Reputation.ComplaintRate'),
        threshold: ALARM_THRESHOLDS.complaintRate,
      });
    }

    // The whole account's cost (Budgets cannot tell stages apart without activated cost tags).
    new budgets.CfnBudget(this, 'MonthlyCost', {
      budget: {
        budgetName: `bookwish-${props.stage}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { notificationType: 'ACTUAL', threshold: 80 },
        { notificationType: 'FORECASTED', threshold: 100 },
      ].map(({ notificationType, threshold }) => ({
        notification: {
          notificationType,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });
  }

  /** A deleted image CloudFront could not be told to forget (the state machine failed or timed out
   * after its retries, or EventBridge could not start it): the image stays readable at the edge. */
  watchImageInvalidations(invalidation: ImageInvalidation): void {
    const fiveMinutes = Duration.minutes(5);
    const sum = { statistic: 'Sum', period: fiveMinutes } as const;
    this.alarm('ImageInvalidationFailures', {
      alarmDescription:
        'A deleted image was not invalidated in CloudFront (it stays readable at the edge up to a year): see the ImageInvalidation state machine logs, and invalidate /images/<key> by hand.',
      metric: new cloudwatch.MathExpression({
        expression: 'failed + timedOut + notStarted',
        usingMetrics: {
          failed: invalidation.stateMachine.metricFailed(sum),
          timedOut: invalidation.stateMachine.metricTimedOut(sum),
          notStarted: new cloudwatch.Metric({
            namespace: 'AWS/Events',
            metricName: 'FailedInvocations',
            dimensionsMap: { RuleName: invalidation.rule.ruleName },
            ...sum,
          }),
        },
        period: fiveMinutes,
        label: 'Failed image invalidations',
      }),
      threshold: ALARM_THRESHOLDS.failedInvalidations,
    });
  }

  private alarm(id: string, props: Omit<cloudwatch.AlarmProps, 'evaluationPeriods'>): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // No traffic, no emails, no data: nothing is wrong.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...props,
    });
    const action = new actions.SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
