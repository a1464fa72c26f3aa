// cdk-nag's AwsSolutions pack runs on every synth (app.ts and tests alike): no finding may be left
// open, and every suppression must say why.
import { Aspects, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

type NagRule = { id: string; reason: string };

/** Every suppression recorded in a stack's template: on resources and on the stack itself. */
function suppressions(template: { Resources?: Record<string, { Metadata?: unknown }>; Metadata?: unknown }) {
  const rules: NagRule[] = [];
  const collect = (metadata: unknown) => {
    const nag = (metadata as { cdk_nag?: { rules_to_suppress?: NagRule[] } } | undefined)?.cdk_nag;
    rules.push(...(nag?.rules_to_suppress ?? []));
  };
  collect(template.Metadata);
  for (const resource of Object.values(template.Resources ?? {})) collect(resource.Metadata);
  return rules;
}

const nagFindings = (stack: Stack, level: 'error' | 'warning') => {
  const annotations = Annotations.fromStack(stack);
  const pattern = Match.stringLikeRegexp('AwsSolutions-');
  return (level === 'error' ? annotations.findError : annotations.findWarning)
    .call(annotations, '*', pattern)
    .map((finding) => `${finding.id}: ${String(finding.entry.data).slice(0, 160)}`);
};

describe('cdk-nag AwsSolutions', () => {
  let synthed: ReturnType<typeof synthForTest>;
  // With SES and operators' email set: the notifier, its queue, the topic and every alarm exist too.
  let withEmail: ReturnType<typeof synthForTest>;
  beforeAll(() => {
    synthed = synthForTest();
    withEmail = synthForTest({
      sesSender: 'hello@bookwish.example.org',
      sesRegion: 'ca-central-1',
      opsEmail: 'ops@bookwish.example.org',
    });
  }, SYNTH_TIMEOUT * 2);

  it('reports no open finding in any stack, with or without emails set up', () => {
    for (const stack of [synthed, withEmail].flatMap((app) => [
      app.stateful,
      app.stateless,
      ...app.routeStacks,
    ])) {
      expect(nagFindings(stack, 'error'), stack.stackName).toEqual([]);
      expect(nagFindings(stack, 'warning'), stack.stackName).toEqual([]);
    }
  });

  it('gives every suppression a rule id and a reason a reviewer can read', () => {
    const rules = [synthed.statefulTemplate, synthed.statelessTemplate, ...synthed.routeTemplates].flatMap(
      (template) => suppressions(template.toJSON()),
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^AwsSolutions-[A-Z]+[0-9]+$/);
      expect(rule.reason.length, rule.id).toBeGreaterThanOrEqual(40);
    }
  });

  it(
    'catches a careless resource: an unencrypted, unlogged public-ish bucket fails the checks',
    () => {
      // Proves the checks are wired in: the same app plus one bad bucket must produce findings.
      const { app, stateless } = synthForTest({}, {}, { fresh: true });
      new s3.Bucket(stateless, 'CarelessBucket', { enforceSSL: false });
      expect(Aspects.of(app).all.length).toBeGreaterThan(0);
      const findings = nagFindings(stateless, 'error');
      expect(findings.some((finding) => finding.includes('AwsSolutions-S10'))).toBe(true);
      expect(findings.some((finding) => finding.includes('AwsSolutions-S1'))).toBe(true);
    },
    SYNTH_TIMEOUT,
  );
});
