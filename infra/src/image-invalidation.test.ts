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
});
