// The outer abuse bound in AWS: a WAF web ACL on CloudFront with one rate-based rule per viewer IP on
// /api/* (shared EDGE_RATE_LIMIT), answering 429 with the API's own error shape. The per-caller limits
// (shared RATE_LIMITS) run in the handlers in AWS as locally; this rule stops a flood before it costs
// a Lambda call or a counter write. A WAF rule over an API Gateway usage plan: HTTP APIs have none,
// and a usage plan counts per API key, which a browser app cannot keep secret.
// CloudFront's web ACLs must be in us-east-1, hence a stack of its own there; the stateless stack
// reads its ARN through CDK's cross-region references. Opt-in (context edgeRateLimit=true): a web
// ACL and its rule cost about $6 a month, twice the rest of the site for 1,000 members.
import { EDGE_RATE_LIMIT } from '@bookwish/shared/domain/constants';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export const EDGE_REGION = 'us-east-1';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, props);
    const acl = new wafv2.CfnWebACL(this, 'ApiRateLimit', {
      name: `bookwish-${props.stage}-edge`,
      // WAF takes letters, digits, spaces and =:#@/-,. in a description: no underscore, no brackets.
      description: 'Bookwish - requests per viewer IP to /api/ - the shared edge rate limit',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`bookwish-${props.stage}-edge`),
      customResponseBodies: {
        tooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            error: { code: 'TOO_MANY_REQUESTS', message: commonMessages.tooManyRequests },
          }),
        },
      },
      rules: [
        {
          name: 'api-requests-per-ip',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'tooManyRequests',
                responseHeaders: [{ name: 'retry-after', value: String(EDGE_RATE_LIMIT.windowSeconds) }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: EDGE_RATE_LIMIT.limit,
              evaluationWindowSec: EDGE_RATE_LIMIT.windowSeconds,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`bookwish-${props.stage}-api-per-ip`),
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
