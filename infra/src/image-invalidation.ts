// Deleted images leave the edge too: served images are cached a year (immutable), so a photo or avatar
// deleted with its post or account would stay readable from CloudFront's caches. The images bucket
// sends its "Object Deleted" events to EventBridge; a rule takes those under processed/ (the only
// served keys) to a one-step Express state machine that asks CloudFront to invalidate that image's
// viewer path (/images/<key>). No function code: Step Functions calls CloudFront itself.

import { SERVED_PREFIX } from '@bookwish/shared/storage/images-bucket';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface ImageInvalidationProps {
  imagesBucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
}

export class ImageInvalidation extends Construct {
  readonly rule: events.Rule;
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: ImageInvalidationProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const invalidate = new tasks.CallAwsService(this, 'Invalidate', {
      service: 'cloudfront',
      action: 'createInvalidation',
      parameters: {
        DistributionId: props.distribution.distributionId,
        InvalidationBatch: {
          // The EventBridge event's id: a redelivered event is the same invalidation, not a second one.
          CallerReference: sfn.JsonPath.stringAt('$.id'),
          Paths: {
            Quantity: 1,
            Items: sfn.JsonPath.array(
              sfn.JsonPath.format('/images/{}', sfn.JsonPath.stringAt('$.detail.object.key')),
            ),
          },
        },
      },
      iamResources: [
        `arn:${stack.partition}:cloudfront::${stack.account}:distribution/${props.distribution.distributionId}`,
      ],
      iamAction: 'cloudfront:CreateInvalidation',
    });
    invalidate.addRetry({
      errors: ['States.ALL'],
      maxAttempts: 5,
      backoffRate: 2,
      interval: Duration.seconds(5),
    });
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineType: sfn.StateMachineType.EXPRESS,
      definitionBody: sfn.DefinitionBody.fromChainable(invalidate),
      comment: 'Invalidates a deleted image at the edge',
      logs: { destination: logGroup, level: sfn.LogLevel.ALL },
      tracingEnabled: true,
    });
    this.rule = new events.Rule(this, 'Rule', {
      description: 'A served image deleted from the bucket: invalidate it in CloudFront',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Deleted'],
        detail: {
          bucket: { name: [props.imagesBucket.bucketName] },
          object: { key: [{ prefix: SERVED_PREFIX }] },
        },
      },
      targets: [new targets.SfnStateMachine(this.stateMachine, { retryAttempts: 3 })],
    });
    NagSuppressions.addResourceSuppressions(
      this.stateMachine,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'X-Ray and log delivery actions need "*" (CDK adds them for tracing and logging).',
        },
      ],
      true,
    );
  }
}
