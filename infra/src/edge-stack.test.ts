// The outer abuse bound: with -c edgeRateLimit=true a WAF web ACL in us-east-1 limits each
// viewer IP on /api/* to the shared EDGE_RATE_LIMIT and answers 429 with the API's own message, and
// the distribution uses it. Without the setting there is no edge stack (cost), as before.
import { EDGE_RATE_LIMIT } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { edgeLeftBehind } from './bookwish-app.ts';
import { useDeployEnvironment } from './deploy-environment.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

useDeployEnvironment();
let synthed: ReturnType<typeof synthForTest>;

beforeAll(() => {
  synthed = synthForTest({ edgeRateLimit: true });
}, SYNTH_TIMEOUT);

describe('edge rate limit (WAF on CloudFront)', () => {
  it('is a CloudFront web ACL in us-east-1 with one per-IP rate rule on /api/* that answers 429', () => {
    const edge = synthed.edge;
    if (!edge) throw new Error('no edge stack');
    expect(edge.region).toBe('us-east-1');
    const acls = Object.values(resourcesOfType(Template.fromStack(edge), 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    const acl = acls[0]?.Properties as Record<string, unknown>;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rules = acl.Rules as Record<string, unknown>[];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      Action: {
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: 'tooManyRequests',
            ResponseHeaders: [{ Name: 'retry-after', Value: String(EDGE_RATE_LIMIT.windowSeconds) }],
          },
        },
      },
      Statement: {
        RateBasedStatement: {
          Limit: EDGE_RATE_LIMIT.limit,
          EvaluationWindowSec: EDGE_RATE_LIMIT.windowSeconds,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/',
            },
          },
        },
      },
    });
    const body = (acl.CustomResponseBodies as Record<string, { Content: string }>).tooManyRequests;
    expect(JSON.parse(body?.Content ?? '{}')).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: messages.common.tooManyRequests },
    });
  });

  it('is attached to the distribution', () => {
    const distributions = Object.values(
      resourcesOfType(synthed.statelessTemplate, 'AWS::CloudFront::Distribution'),
    );
    expect(distributions).toHaveLength(1);
    const config = distributions[0]?.Properties.DistributionConfig as { WebACLId?: unknown };
    expect(config.WebACLId).toBeDefined();
  });

  it('leaves no open cdk-nag finding in the edge or stateless stack', () => {
    for (const stack of [synthed.edge, synthed.stateless]) {
      if (!stack) continue;
      const annotations = Annotations.fromStack(stack);
      const open = [
        ...annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-')),
        ...annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-')),
      ].map((finding) => `${finding.id}: ${String(finding.entry.data).slice(0, 120)}`);
      expect(open, stack.stackName).toEqual([]);
    }
  });

  it(
    'is absent unless asked for, and the deploy then says how to remove one deployed before (its WAF bills on)',
    () => {
      const plain = synthForTest();
      expect(plain.edge).toBeUndefined();
      const said = Annotations.fromStack(plain.stateless)
        .findInfo('*', Match.anyValue())
        .map((info) => String(info.entry.data));
      expect(said).toContain(edgeLeftBehind('prod'));
      expect(edgeLeftBehind('prod')).toContain(
        'aws cloudformation delete-stack --region us-east-1 --stack-name Bookwish-prod-edge',
      );
      // Not said when the edge stack is part of the deploy.
      expect(
        Annotations.fromStack(synthed.stateless)
          .findInfo('*', Match.anyValue())
          .map((info) => String(info.entry.data)),
      ).not.toContain(edgeLeftBehind('prod'));
    },
    SYNTH_TIMEOUT,
  );
});
