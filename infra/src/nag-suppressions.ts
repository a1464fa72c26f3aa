// cdk-nag findings on what CDK itself generates (the functions behind BucketDeployment and
// AwsCustomResource) and on choices made on purpose; each with its reason. Our own resources carry
// theirs where they are declared.
import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

// Construct ids CDK gives its singleton custom-resource functions.
const CDK_PROVIDER_IDS = [/^Custom::CDKBucketDeployment/, /^AWS679f53fac002430cb0da5b7982bd2287$/];

export function suppressCdkInternals(stack: Stack): void {
  NagSuppressions.addStackSuppressions(stack, [
    {
      id: 'AwsSolutions-APIG4',
      reason:
        'Handlers verify the Cognito token themselves (aws-jwt-verify): public reads accept an optional token, which an API Gateway authorizer cannot express, and the same check runs locally.',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason: 'The site serves a community in British Columbia; no country is excluded on purpose.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'WAF is opt-in (-c edgeRateLimit=true, edge-stack.ts): a web ACL costs more per month than the whole site. Without it the handlers still limit each caller (RATE_LIMITS) and the HTTP API stage throttles every route.',
    },
  ]);
  for (const child of stack.node.children) {
    if (!CDK_PROVIDER_IDS.some((pattern) => pattern.test(child.node.id))) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'CDK-provided deploy-time function (web upload / bucket CORS); it only needs to write its own logs.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK-provided BucketDeployment copies the build from the CDK assets bucket into the site bucket; CDK scopes it to those two buckets.',
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'Runtime chosen and updated by CDK for its own deploy-time function.',
        },
      ],
      true,
    );
  }
}
