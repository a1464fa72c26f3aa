// `npm run deploy`'s checks on AWS as it answers (recorded/*.json through the SDK clients): what a
// volunteer is told for a brand-new account, an SES sandbox, a missing bootstrap, no or expired
// credentials, and that a ready account goes through without a word.

import { describe, expect, it } from 'vitest';
import type { Settings } from '../settings.ts';
import { askAws } from './aws-answers.ts';
import { concurrencyFindings, preflight } from './preflight.ts';
import { noCredentials, recordedAws } from './recorded-aws.ts';

const REGION = 'ca-central-1';
const BOOTSTRAP = '/cdk-bootstrap/hnb659fds/version';
const CERTIFICATE = 'arn:aws:acm:us-east-1:111122223333:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
const KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

const settings = (overrides: Partial<Settings> = {}): Settings => ({
  stage: 'prod',
  opsEmail: 'ops@example.org',
  trial: false,
  firstCreate: false,
  monthlyBudgetUsd: 20,
  edgeRateLimit: false,
  deferIndexes: [],
  openLibraryUrl: 'https://openlibrary.org',
  openLibraryCoversUrl: 'https://covers.openlibrary.org',
  ...overrides,
});

/** A ready account in ca-central-1; each test changes the answers it is about. */
const READY: Record<string, string> = {
  [`sts ${REGION}`]: 'sts-caller-identity',
  [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-bootstrap-version',
  [`ssm us-east-1 ${BOOTSTRAP}`]: 'ssm-bootstrap-version',
  [`lambda ${REGION}`]: 'lambda-account-settings',
  [`ses ${REGION} account`]: 'ses-account-production',
  [`ses ${REGION} identity hello@example.org`]: 'ses-identity-not-found',
  [`ses ${REGION} identity example.org`]: 'ses-identity-domain-verified',
  'acm us-east-1': 'acm-certificate-issued',
  [`cloudformation ${REGION} Bookwish-prod-stateful`]: 'cloudformation-stack-deployed',
};

async function check(options: {
  answers?: Record<string, string>;
  settings?: Settings;
  region?: string;
  credentials?: () => Promise<never>;
}) {
  const aws = recordedAws({ ...READY, ...options.answers });
  const chosen = options.settings ?? settings();
  const answers = await askAws({
    region: 'region' in options ? options.region : REGION,
    settings: chosen,
    credentials: options.credentials ?? KEYS,
    requestHandler: aws.requestHandler,
  });
  return { ...preflight(answers, chosen), answers, asked: aws.asked };
}

describe('npm run deploy, before it changes anything', () => {
  it('lets a ready account through with nothing to fix, having asked each region it deploys to', async () => {
    const result = await check({
      settings: settings({
        sesSender: 'hello@example.org',
        edgeRateLimit: true,
        domainName: 'bookwish.example.org',
        certificateArn: CERTIFICATE,
      }),
    });
    expect(result.refusals).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.bootstrap).toEqual([]);
    expect(result.firstCreate).toBe(false);
    expect(result.account).toEqual({
      account: '111122223333',
      arn: 'arn:aws:sts::111122223333:assumed-role/AWSReservedSSO_AdministratorAccess_0123456789abcdef/volunteer@example.org',
    });
    expect(new Set(result.asked)).toEqual(new Set(Object.keys(READY)));
  });

  it('in a brand-new account: bootstraps the region and says how to raise a concurrency of 10', async () => {
    const result = await check({
      answers: {
        [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-parameter-not-found',
        [`lambda ${REGION}`]: 'lambda-account-settings-new-account',
      },
    });
    expect(result.refusals).toEqual([]);
    expect(result.bootstrap).toEqual([REGION]);
    const [warning] = result.warnings.filter((w) => w.includes('Lambda'));
    expect(warning).toContain('only 10 Lambda functions at once');
    expect(warning).toContain(
      `aws service-quotas request-service-quota-increase --service-code lambda --quota-code L-B99A9384 --desired-value 1000 --region ${REGION}`,
    );
    // A reservation the account cannot keep (AWS leaves 100 unreserved) would fail the deploy.
    const lambda = result.answers.lambda;
    if (!lambda?.ok) throw new Error('no quota read');
    const reserved = concurrencyFindings(lambda.value, 1, REGION);
    expect(reserved.refusals).toHaveLength(1);
    expect(reserved.refusals[0]).toContain('reserves 1, and AWS keeps 100 unreserved');
    expect(
      concurrencyFindings({ concurrentExecutions: 1000, unreservedConcurrentExecutions: 1000 }, 1, REGION),
    ).toEqual({
      refusals: [],
      warnings: [],
    });
  });

  it.each([
    ['no stateful stack (CloudFormation: "does not exist")', 'cloudformation-stack-not-found'],
    ['a stateful stack whose change set never ran', 'cloudformation-stack-review-in-progress'],
  ])('with %s, deploys as a first create (no deletion protection until all is created)', async (_, file) => {
    const result = await check({
      answers: { [`cloudformation ${REGION} Bookwish-prod-stateful`]: file },
    });
    expect(result.refusals).toEqual([]);
    expect(result.firstCreate).toBe(true);
  });

  it('asks for the stage the deploy is for', async () => {
    const result = await check({
      settings: settings({ stage: 'staging' }),
      answers: { [`cloudformation ${REGION} Bookwish-staging-stateful`]: 'cloudformation-stack-not-found' },
    });
    expect(result.asked).toContain(`cloudformation ${REGION} Bookwish-staging-stateful`);
    expect(result.firstCreate).toBe(true);
  });

  it('refuses a stateful stack whose first create rolled back, with the command that deletes it', async () => {
    const result = await check({
      answers: {
        [`cloudformation ${REGION} Bookwish-prod-stateful`]: 'cloudformation-stack-rollback-complete',
      },
    });
    expect(result.refusals).toEqual([
      expect.stringContaining('The stack Bookwish-prod-stateful in ca-central-1 is ROLLBACK_COMPLETE'),
    ]);
    expect(result.refusals[0]).toContain(
      '`aws cloudformation delete-stack --stack-name Bookwish-prod-stateful --region ca-central-1`',
    );
  });

  it('bootstraps again a region whose bootstrap is older than the templates accept', async () => {
    const result = await check({ answers: { [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-bootstrap-version-old' } });
    expect(result.refusals).toEqual([]);
    expect(result.bootstrap).toEqual([REGION]);
  });

  it('bootstraps us-east-1 too when the edge stack is on', async () => {
    const result = await check({
      settings: settings({ edgeRateLimit: true }),
      answers: { [`ssm us-east-1 ${BOOTSTRAP}`]: 'ssm-parameter-not-found' },
    });
    expect(result.refusals).toEqual([]);
    expect(result.bootstrap).toEqual(['us-east-1']);
  });

  it('refuses in the SES sandbox, and while the sender is not verified', async () => {
    const result = await check({
      settings: settings({ sesSender: 'hello@example.org' }),
      answers: {
        [`ses ${REGION} account`]: 'ses-account-sandbox',
        [`ses ${REGION} identity example.org`]: 'ses-identity-domain-pending',
      },
    });
    expect(result.refusals).toHaveLength(2);
    expect(result.refusals[0]).toContain(`SES in ${REGION} is still in its sandbox`);
    expect(result.refusals[0]).toContain('"Request production access"');
    expect(result.refusals[1]).toContain('The SES identity example.org');
    expect(result.refusals[1]).toContain('not verified yet (status PENDING)');
  });

  it('refuses a sender that is no identity at all, with the commands that make one', async () => {
    const result = await check({
      settings: settings({ sesSender: 'hello@example.org' }),
      answers: { [`ses ${REGION} identity example.org`]: 'ses-identity-not-found' },
    });
    expect(result.refusals).toEqual([
      expect.stringContaining('The sender hello@example.org is not verified in SES in ca-central-1'),
    ]);
    expect(result.refusals[0]).toContain(
      'aws sesv2 create-email-identity --email-identity example.org --region ca-central-1',
    );
  });

  it('asks SES in the sender region when sesRegion is set', async () => {
    const result = await check({
      settings: settings({ sesSender: 'hello@example.org', sesRegion: 'us-west-2' }),
      answers: {
        'ses us-west-2 account': 'ses-account-production',
        'ses us-west-2 identity hello@example.org': 'ses-identity-domain-verified',
      },
    });
    expect(result.refusals).toEqual([]);
    expect(result.asked).toContain('ses us-west-2 account');
    expect(result.asked.filter((name) => name.startsWith(`ses ${REGION}`))).toEqual([]);
  });

  it.each([
    ['expired', 'sts-expired-token', 'Your AWS sign-in has expired'],
    ['unknown', 'sts-invalid-client-token', 'AWS does not recognise these credentials'],
  ])('stops at %s credentials with what to do, asking nothing else', async (_, file, advice) => {
    const result = await check({ answers: { [`sts ${REGION}`]: file } });
    expect(result.refusals).toEqual([expect.stringContaining(advice)]);
    expect(result.asked).toEqual([`sts ${REGION}`]);
  });

  it('stops when AWS cannot be reached, naming the connection', async () => {
    const result = await check({ answers: { [`sts ${REGION}`]: 'sdk-offline' } });
    expect(result.refusals).toEqual([
      expect.stringContaining(
        "AWS could not be reached to read your account (sts:GetCallerIdentity) (getaddrinfo ENOTFOUND sts.ca-central-1.amazonaws.com). Check this computer's internet connection",
      ),
    ]);
  });

  it('stops when no credentials are found on the computer, before any request', async () => {
    const result = await check({ credentials: noCredentials() });
    expect(result.refusals).toEqual([expect.stringContaining('aws configure sso')]);
    expect(result.refusals[0]).toContain('No AWS credentials were found');
    expect(result.asked).toEqual([]);
  });

  it('stops when no region is set, asking nothing', async () => {
    const result = await check({ region: undefined });
    expect(result.refusals).toEqual([expect.stringContaining('export AWS_REGION=ca-central-1')]);
    expect(result.asked).toEqual([]);
  });

  it('warns when the region keeps members data outside Canada', async () => {
    const result = await check({
      region: 'us-west-2',
      answers: {
        'sts us-west-2': 'sts-caller-identity',
        [`ssm us-west-2 ${BOOTSTRAP}`]: 'ssm-bootstrap-version',
        'lambda us-west-2': 'lambda-account-settings',
        'cloudformation us-west-2 Bookwish-prod-stateful': 'cloudformation-stack-deployed',
      },
    });
    expect(result.refusals).toEqual([]);
    expect(result.warnings).toContainEqual(
      expect.stringContaining("members' data will be stored in us-west-2"),
    );
  });

  it('names what the user may not read when the account denies it', async () => {
    const result = await check({ answers: { [`ssm ${REGION} ${BOOTSTRAP}`]: 'ssm-access-denied' } });
    expect(result.refusals).toEqual([
      expect.stringContaining(`may not read the CDK bootstrap version in ${REGION}`),
    ]);
    expect(result.refusals[0]).toContain('AdministratorAccess');
  });

  it('lets a trial without opsEmail go ahead, with a warning that alarms reach nobody', async () => {
    const trial = await check({ settings: settings({ opsEmail: undefined, trial: true }) });
    expect(trial.refusals).toEqual([]);
    expect(trial.warnings).toContainEqual(expect.stringContaining('-c opsEmail=you@example.org'));
  });

  it('refuses a certificate that is not issued, not there, or for another domain', async () => {
    const domain = { domainName: 'bookwish.example.org', certificateArn: CERTIFICATE };
    const pending = await check({
      settings: settings(domain),
      answers: { 'acm us-east-1': 'acm-certificate-pending' },
    });
    expect(pending.refusals).toEqual([expect.stringContaining('add the CNAME record ACM shows')]);
    const missing = await check({
      settings: settings(domain),
      answers: { 'acm us-east-1': 'acm-certificate-not-found' },
    });
    expect(missing.refusals).toEqual([expect.stringContaining('does not exist in us-east-1')]);
    const other = await check({ settings: settings({ ...domain, domainName: 'books.example.org' }) });
    expect(other.refusals).toEqual([
      expect.stringContaining('names bookwish.example.org, not books.example.org'),
    ]);
  });
});
