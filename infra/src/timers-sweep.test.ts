// The hold timers' sweep in AWS: an EventBridge rule every 15 minutes invokes the sweep function, which
// may query the due index and read and append to post partitions, and nothing else; with email set
// up it also sends the volunteers' report digest, with only what that needs.
import { beforeAll, describe, expect, it } from 'vitest';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';
import { TIMERS_DESCRIPTION } from './timers-sweep.ts';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let template: ReturnType<typeof synthForTest>['statelessTemplate'];
let withEmail: ReturnType<typeof synthForTest>['statelessTemplate'];

beforeAll(() => {
  template = synthForTest().statelessTemplate;
  withEmail = synthForTest({
    sesSender: 'hello@bookwish.example.org',
    sesRegion: 'ca-central-1',
  }).statelessTemplate;
}, SYNTH_TIMEOUT * 2);

function sweepFunction(from = template): [string, Record<string, unknown>] {
  const found = Object.entries(resourcesOfType(from, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties.Description === TIMERS_DESCRIPTION,
  );
  expect(found).toHaveLength(1);
  const [id, fn] = found[0] as [string, { Properties: Record<string, unknown> }];
  return [id, fn.Properties];
}

describe(
  'timers sweep',
  () => {
    it('runs every 15 minutes from an EventBridge rule that targets the sweep function', () => {
      const [id] = sweepFunction();
      const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));
      const rule = rules.find((r) => JSON.stringify(r.Properties.Targets).includes(`"${id}"`));
      expect(rule?.Properties.ScheduleExpression).toBe('rate(15 minutes)');
      expect(rule?.Properties.State ?? 'ENABLED').toBe('ENABLED');
      const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission')).filter((p) =>
        JSON.stringify(p.Properties.FunctionName).includes(`"${id}"`),
      );
      expect(permissions.map((p) => p.Properties.Principal)).toEqual(['events.amazonaws.com']);
    });

    it('may query the due index and read and write post partitions only', () => {
      const [, fn] = sweepFunction();
      const roleId = (fn.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      const table = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
      const byActions = Object.fromEntries(
        table.map((s) => [[s.Action].flat().sort().join(','), { resource: JSON.stringify(s.Resource), s }]),
      );
      const postActions = 'dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem';
      expect(Object.keys(byActions).sort()).toEqual([postActions, 'dynamodb:Query']);
      expect(byActions['dynamodb:Query']?.resource).toContain('/index/byDue');
      const posts = byActions[postActions];
      expect(posts?.resource).not.toContain('/index/');
      expect(posts?.s.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['POST#*'] },
      });
      // No other service: no S3, no Cognito, no SES.
      const services = new Set(statements.flatMap((s) => [s.Action].flat()).map((a) => a.split(':')[0]));
      expect([...services].sort()).toEqual(['dynamodb', 'logs']);
    });

    it('with email set up, may also send the report digest: byReview, its marker, a volunteer language, the volunteers group, SES', () => {
      const [, fn] = sweepFunction(withEmail);
      const roleId = (fn.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = Object.values(resourcesOfType(withEmail, 'AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
      const find = (actions: string) =>
        statements.filter((s) => [s.Action].flat().sort().join(',') === actions);
      expect(
        find('dynamodb:Query')
          .map((s) => JSON.stringify(s.Resource))
          .join(),
      ).toContain('/index/byReview');
      expect(find('dynamodb:DeleteItem,dynamodb:PutItem')[0]?.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['DIGEST#*'] },
      });
      expect(find('dynamodb:GetItem')[0]?.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEMBER#*'] },
      });
      // The Writer's Spotlight decision emails still owed: their own partition, and the secret that
      // signs their unsubscribe links.
      expect(find('dynamodb:DeleteItem,dynamodb:Query,dynamodb:UpdateItem')[0]?.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SPOTLIGHT#MAIL'] },
      });
      expect(find('secretsmanager:GetSecretValue')).toHaveLength(1);
      expect(find('cognito-idp:AdminGetUser,cognito-idp:ListUsersInGroup')).toHaveLength(1);
      // As the sender, and (the SES sandbox) to a recipient identity, for mail from the sender only.
      expect(find('ses:SendEmail')).toHaveLength(2);
      expect(find('ses:SendEmail').filter((s) => (s as { Condition?: unknown }).Condition)).toHaveLength(1);
      const services = new Set(statements.flatMap((s) => [s.Action].flat()).map((a) => a.split(':')[0]));
      expect([...services].sort()).toEqual(['cognito-idp', 'dynamodb', 'logs', 'secretsmanager', 'ses']);
      const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['SES_SENDER', 'USER_POOL_ID', 'PUBLIC_ORIGIN', 'NOTIFY_SECRET_ARN']),
      );
    });

    it('declares the due index on the table', () => {
      const { statefulTemplate } = synthForTest();
      const tables = Object.values(resourcesOfType(statefulTemplate, 'AWS::DynamoDB::Table'));
      const indexes = tables.flatMap(
        (t) => (t.Properties.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[]) ?? [],
      );
      expect(indexes.find((i) => i.IndexName === 'byDue')?.KeySchema).toEqual([
        { AttributeName: 'duePk', KeyType: 'HASH' },
        { AttributeName: 'dueSk', KeyType: 'RANGE' },
      ]);
    });
  },
  SYNTH_TIMEOUT,
);
