// A deleted image leaves the edge: the images bucket sends deletions to EventBridge, and a rule for
// served keys (processed/) starts a state machine that invalidates /images/<key> in this distribution.

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthForTest } from './test-app.ts';

const { statefulTemplate, statelessTemplate } = synthForTest();

describe('deleted images at the edge', () => {
  it('the images bucket sends its events to EventBridge', () => {
    const buckets = statefulTemplate.findResources('AWS::S3::Bucket');
    const withEvents = Object.values(buckets).filter(
      (b) =>
        (b as { Properties: { NotificationConfiguration?: { EventBridgeConfiguration?: object } } })
          .Properties.NotificationConfiguration?.EventBridgeConfiguration,
    );
    expect(withEvents).toHaveLength(1);
  });

  it('a deleted served image starts an invalidation of its viewer path in the distribution', () => {
    statelessTemplate.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.s3'],
        'detail-type': ['Object Deleted'],
        detail: { bucket: { name: Match.anyValue() }, object: { key: [{ prefix: 'processed/' }] } },
      },
      Targets: [Match.objectLike({ Arn: { Ref: Match.stringLikeRegexp('ImageInvalidationStateMachine') } })],
    });
    const machines = statelessTemplate.findResources('AWS::StepFunctions::StateMachine');
    const definition = JSON.stringify(
      Object.values(machines).map((m) => (m as { Properties: unknown }).Properties),
    );
    expect(definition).toContain('cloudfront:createInvalidation');
    expect(definition).toContain('/images/{}');
    const policies = Object.values(statelessTemplate.findResources('AWS::IAM::Policy')).map((p) =>
      JSON.stringify(p),
    );
    const machinePolicy = policies.find((p) => /ImageInvalidationStateMachineRole/.test(p)) ?? '';
    expect(machinePolicy).toContain('"Action":"cloudfront:CreateInvalidation"');
    expect(machinePolicy).toMatch(/:distribution\/"[^\]]*SiteDistribution/);
  });

  it('a failed invalidation (failed, timed out, or never started) alarms the operators', () => {
    const alarms = Object.entries(statelessTemplate.findResources('AWS::CloudWatch::Alarm')).filter(([id]) =>
      id.startsWith('OperationsImageInvalidationFailures'),
    );
    expect(alarms).toHaveLength(1);
    const [, alarm] = alarms[0] as [string, { Properties: Record<string, unknown> }];
    const topic = Object.keys(statelessTemplate.findResources('AWS::SNS::Topic')).find((id) =>
      id.startsWith('OperationsTopic'),
    );
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    expect(alarm.Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    const metrics = JSON.stringify(alarm.Properties.Metrics);
    for (const name of ['ExecutionsFailed', 'ExecutionsTimedOut', 'FailedInvocations']) {
      expect(metrics).toContain(`"MetricName":"${name}"`);
    }
    expect(metrics).toMatch(/"Name":"StateMachineArn","Value":\{"Ref":"ImageInvalidationStateMachine/);
    expect(metrics).toMatch(/"Name":"RuleName","Value":\{"Ref":"ImageInvalidationRule/);
  });
});
