// The data side: what must hold for members' data to survive mistakes and redeploys, and for the
// user pool to behave as the spec's sign-up and log-in screens expect.

import { tableSchema } from '@bookwish/shared/storage/table-schema';
import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { COGNITO_DEFAULT_SENDER_WARNING, FIRST_CREATE_WARNING } from './stateful-stack.ts';
import { resourcesOfType, SYNTH_TIMEOUT, synthForTest } from './test-app.ts';

let template: Template;

beforeAll(() => {
  template = synthForTest().statefulTemplate;
}, SYNTH_TIMEOUT);

const onlyResourceOf = (synthed: Template, type: string, logicalIdPrefix = '') => {
  const found = Object.entries(resourcesOfType(synthed, type)).filter(([id]) =>
    id.startsWith(logicalIdPrefix),
  );
  expect(found, type).toHaveLength(1);
  return (found[0] as [string, Record<string, unknown> & { Properties: Record<string, unknown> }])[1];
};
const onlyResource = (type: string, logicalIdPrefix = '') => onlyResourceOf(template, type, logicalIdPrefix);

describe('event-store table', () => {
  it('is on-demand, with point-in-time recovery, a NEW_IMAGE stream, and is retained', () => {
    const table = onlyResource('AWS::DynamoDB::Table');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('a failed first create removes everything it made, so a retry duplicates nothing; later, all is kept', () => {
    // RetainExceptOnCreate: deleted only when the create that made it rolls back.
    const kept = Object.entries(
      template.toJSON().Resources as Record<string, Record<string, unknown>>,
    ).filter(([, resource]) => resource.DeletionPolicy !== undefined && resource.DeletionPolicy !== 'Delete');
    expect(kept.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'ImagesBucket',
      'LogsBucket',
      'NotifySecret',
      'PushKeysSecret',
      'Table',
      'UserPool',
    ]);
    for (const [id, resource] of kept) {
      expect(resource.DeletionPolicy, id).toBe('RetainExceptOnCreate');
      expect(resource.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it(
    'the table and the user pool refuse deletion, except in the synth of a first create (firstCreate), whose rollback deletes them',
    () => {
      const protection = (synthed: Template) => ({
        table: onlyResourceOf(synthed, 'AWS::DynamoDB::Table').Properties.DeletionProtectionEnabled,
        userPool: onlyResourceOf(synthed, 'AWS::Cognito::UserPool').Properties.DeletionProtection,
      });
      // The default, so a plain `cdk deploy` protects them too.
      expect(protection(template)).toEqual({ table: true, userPool: 'ACTIVE' });
      const firstCreate = synthForTest({ firstCreate: 'true' });
      expect(protection(firstCreate.statefulTemplate)).toEqual({ table: false, userPool: 'INACTIVE' });
      expect(
        Annotations.fromStack(firstCreate.stateful)
          .findWarning('*', Match.stringLikeRegexp('Deletion protection is off'))
          .map((found) => found.entry.data),
      ).toEqual([FIRST_CREATE_WARNING]);
      expect(() => synthForTest({ firstCreate: 'yes' })).toThrow(
        'Context "firstCreate" must be true or false.',
      );
    },
    SYNTH_TIMEOUT,
  );

  it('deletes expired counters and Idempotency-Key records by the same TTL attribute the code writes', () => {
    const table = onlyResource('AWS::DynamoDB::Table');
    expect(table.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableSchema.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('has the keys and GSIs the event store (and the local stack) use', () => {
    const table = onlyResource('AWS::DynamoDB::Table');
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = table.Properties.GlobalSecondaryIndexes as {
      IndexName: string;
      KeySchema: { AttributeName: string; KeyType: string }[];
      Projection: { ProjectionType: string };
    }[];
    const expected = Object.values(tableSchema.indexes);
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(
      expected.map((index) => index.name).sort(),
    );
    for (const index of expected) {
      const actual = indexes.find((candidate) => candidate.IndexName === index.name);
      expect(actual?.KeySchema).toEqual([
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ]);
      expect(actual?.Projection.ProjectionType).toBe('ALL');
    }
  });

  it(
    'leaves out the indexes deferIndexes names (one new index per table update), and refuses a name it does not know',
    () => {
      const deferred = synthForTest({ deferIndexes: 'byMatch, byOpen' }).statefulTemplate;
      const [table] = Object.values(resourcesOfType(deferred, 'AWS::DynamoDB::Table'));
      const names = ((table?.Properties.GlobalSecondaryIndexes ?? []) as { IndexName: string }[]).map(
        (i) => i.IndexName,
      );
      expect(names).not.toContain('byMatch');
      expect(names).not.toContain('byOpen');
      expect(names).toHaveLength(Object.keys(tableSchema.indexes).length - 2);
      expect(() => synthForTest({ deferIndexes: 'byMach' })).toThrow(
        'Context "deferIndexes" names no index of the table: "byMach"',
      );
    },
    SYNTH_TIMEOUT,
  );
});

describe('images bucket', () => {
  it('is private, encrypted, drops abandoned uploads, and is retained', () => {
    const bucket = onlyResource('AWS::S3::Bucket', 'ImagesBucket');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(JSON.stringify(bucket.Properties.BucketEncryption)).toContain('AES256');
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        expect.objectContaining({ Id: 'ExpireOldVersions' }),
        expect.objectContaining({ Id: 'RemoveLoneDeleteMarkers' }),
        // Unattached and refused uploads expire; processed images (processed/) never do.
        ...['bookCovers', 'bookTreatImages', 'thankYouPhotos', 'avatars'].map((folder) =>
          expect.objectContaining({ Prefix: `${folder}/`, ExpirationInDays: 1, Status: 'Enabled' }),
        ),
        // A member's data archive outlives its download link by a day at most.
        expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
      ],
    });
    expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
  });

  it('keeps old versions of images 30 days to undo a mistake, then drops them; uploads and archives a day', () => {
    const bucket = onlyResource('AWS::S3::Bucket', 'ImagesBucket');
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    // Every key's old versions end: the rule without a prefix covers processed/ (the served images).
    expect(rules).toContainEqual(
      expect.objectContaining({
        Id: 'ExpireOldVersions',
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        Status: 'Enabled',
      }),
    );
    expect(rules.find((rule) => rule.Id === 'ExpireOldVersions')).not.toHaveProperty('Prefix');
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true }));
    for (const prefix of ['bookCovers/', 'bookTreatImages/', 'thankYouPhotos/', 'avatars/', 'exports/']) {
      expect(rules.find((rule) => rule.Prefix === prefix)).toMatchObject({
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      });
    }
  });

  it('refuses plain HTTP and lets only CloudFront distributions of this account read images', () => {
    const policy = onlyResource('AWS::S3::BucketPolicy', 'ImagesBucket');
    const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { StringEquals: { 'AWS:SourceAccount': expect.anything() } },
    });
    // Only processed variants: the site can never serve an upload's unprocessed bytes.
    expect(allows[0]?.Resource).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^ImagesBucket/), 'Arn'] }, '/processed/*']],
    });
  });
});

describe('user pool', () => {
  it('signs in by email, lets people sign up, verifies by code, and asks for 6 characters', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'name', Mutable: true }),
        Match.objectLike({ Name: 'picture', Mutable: true }),
      ]),
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    expect(onlyResource('AWS::Cognito::UserPool').DeletionPolicy).toBe('RetainExceptOnCreate');
  });

  it('has the volunteers group and a secretless web client for password sign-in and refresh', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'volunteers' });
    const client = onlyResource('AWS::Cognito::UserPoolClient');
    expect(client.Properties.GenerateSecret).toBe(false);
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
    ]);
  });

  it("the web client cannot write `name`: sign-up and profile changes go through the server's check", () => {
    const client = onlyResource('AWS::Cognito::UserPoolClient');
    expect(client.Properties.WriteAttributes).toEqual(['email']);
    const pool = onlyResource('AWS::Cognito::UserPool');
    const triggers = pool.Properties.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(triggers).sort()).toEqual(['PostConfirmation', 'PreSignUp']);
    // Each trigger runs its own bundled handler.
    const descriptions = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (f) => (f as { Properties: { Description?: string } }).Properties.Description,
    );
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'Checks the display name of a sign-up',
        'Sets the checked display name once the email is confirmed',
      ]),
    );
  });

  it('sends its emails through SES from the configured sender once sesSender is set', () => {
    const withSes = synthForTest({
      sesSender: 'hello@bookwish.example.org',
      sesRegion: 'ca-central-1',
    }).statefulTemplate;
    withSes.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('hello@bookwish\\.example\\.org'),
      }),
    });
  });
});

describe("Cognito's own sender", () => {
  it(
    'a production synth without sesSender warns loudly of the 50 English emails a day; a trial does not',
    () => {
      const warnings = (stack: Stack) =>
        Annotations.fromStack(stack)
          .findWarning('*', Match.stringLikeRegexp('50 emails a day'))
          .map((found) => found.entry.data);
      const production = synthForTest({ trial: false, opsEmail: 'ops@bookwish.example.org' });
      expect(warnings(production.stateful)).toEqual([COGNITO_DEFAULT_SENDER_WARNING]);
      expect(warnings(synthForTest().stateful)).toEqual([]);
      const withSes = synthForTest({
        trial: false,
        opsEmail: 'ops@bookwish.example.org',
        sesSender: 'hello@bookwish.example.org',
        sesRegion: 'ca-central-1',
      });
      expect(warnings(withSes.stateful)).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );
});

describe('unsubscribe link secret', () => {
  it('is generated by Secrets Manager (never in the template) and retained, so links already sent keep working', () => {
    const secret = onlyResource('AWS::SecretsManager::Secret', 'NotifySecret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
    expect(secret.Properties).not.toHaveProperty('SecretString');
    expect(secret.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(Object.keys(resourcesOfType(template, 'AWS::SecretsManager::RotationSchedule'))).toEqual([]);
  });
});

describe('context settings', () => {
  it('refuses a custom domain without its certificate, with a message saying so', () => {
    expect(() => synthForTest({ domainName: 'bookwish.example.org' })).toThrow(
      'Context "domainName" and "certificateArn" go together: set both or neither.',
    );
  });

  it('refuses a certificate outside us-east-1, where CloudFront cannot use it', () => {
    expect(() =>
      synthForTest({
        domainName: 'bookwish.example.org',
        certificateArn: 'arn:aws:acm:ca-central-1:123456789012:certificate/abc',
      }),
    ).toThrow('must be an ACM certificate in us-east-1');
  });

  it(
    'a production synth refuses without opsEmail and says what to add; a trial goes without',
    () => {
      expect(() => synthForTest({ trial: false })).toThrow(
        /Context "opsEmail" is missing.*Add -c opsEmail=you@example\.org.*-c trial=true/,
      );
      expect(() => synthForTest({ trial: 'maybe' })).toThrow('Context "trial" must be true or false.');
      expect(() => synthForTest({ trial: 'true' })).not.toThrow();
    },
    SYNTH_TIMEOUT,
  );

  it('names the stacks after the stage', () => {
    const { stateful, stateless } = synthForTest({ stage: 'staging' });
    expect([stateful.stackName, stateless.stackName]).toEqual([
      'Bookwish-staging-stateful',
      'Bookwish-staging-stateless',
    ]);
  });
});
