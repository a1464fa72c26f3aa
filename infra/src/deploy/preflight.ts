// What `npm run deploy` decides before it changes anything, from what AWS answered (aws-answers.ts):
// pure, so every refusal is tested on recorded answers. A refusal stops the deploy and tells a
// volunteer, in plain words, what to do next; a warning is printed and the deploy goes on.

import { EDGE_REGION } from '../edge-stack.ts';
import type { Settings } from '../settings.ts';

/** What an AWS call failed with: the SDK error's name and message (and the HTTP status, if any). */
export interface AwsFailure {
  name: string;
  message: string;
  status?: number;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; error: AwsFailure };

export interface CallerIdentity {
  account: string;
  arn: string;
}

export interface LambdaQuota {
  /** The account's concurrency quota in the region (Service Quotas L-B99A9384). */
  concurrentExecutions: number;
  unreservedConcurrentExecutions: number;
}

export interface SesAccount {
  productionAccessEnabled: boolean;
  sendingEnabled: boolean;
}

export interface SesIdentity {
  /** The identity that covers the sender: the address itself, or its domain. */
  identity: string;
  verifiedForSending: boolean;
  status: string;
}

export interface Certificate {
  status: string;
  domains: string[];
}

export interface AwsAnswers {
  /** The region the SDK and the CDK resolve (AWS_REGION, or the profile's region). */
  region: string | undefined;
  /** Absent when no region was found: nothing else was asked. */
  identity?: Answer<CallerIdentity>;
  /** The CDK bootstrap version per region (SSM /cdk-bootstrap/hnb659fds/version); null: not there. */
  bootstrap?: Record<string, Answer<number | null>>;
  lambda?: Answer<LambdaQuota>;
  /** Asked only when sesSender is set, in the sender's region. */
  ses?: {
    region: string;
    account: Answer<SesAccount>;
    /** null: neither the address nor its domain is an identity of the account there. */
    sender: Answer<SesIdentity | null>;
  };
  /** Asked only when certificateArn is set (in us-east-1, where CloudFront reads it). */
  certificate?: Answer<Certificate>;
  /** The status of the stage's stateful stack (CloudFormation DescribeStacks); null: no such stack. */
  statefulStack?: Answer<string | null>;
}

export interface Preflight {
  refusals: string[];
  warnings: string[];
  /** Regions to bootstrap before the deploy (`npx cdk bootstrap aws://account/region`). */
  bootstrap: string[];
  account?: CallerIdentity;
  /** The stage's data is not there yet: deploy with `firstCreate=true` (no deletion protection, so a
   * failed create rolls back), then turn protection on (deploy.ts). */
  firstCreate: boolean;
}

/** Where members' data is meant to live (infra/README.md). */
export const HOME_REGION = 'ca-central-1';
/** The oldest bootstrap the synthesized templates accept (their CheckBootstrapVersion rule). */
export const MIN_BOOTSTRAP_VERSION = 6;
/** Lambda keeps at least this much of the account's concurrency unreserved (an AWS rule). */
export const MIN_UNRESERVED_CONCURRENCY = 100;
/** AWS's usual quota: below it, a busy moment on the site is refused by Lambda. */
export const USUAL_CONCURRENCY = 1000;
export const CONCURRENCY_QUOTA_CODE = 'L-B99A9384';
export const BOOTSTRAP_VERSION_PARAMETER = '/cdk-bootstrap/hnb659fds/version';

/** The regions the deploy writes to: its own, and us-east-1 for the edge stack (WAF) when it is on. */
export function deployRegions(region: string, settings: Pick<Settings, 'edgeRateLimit'>): string[] {
  return settings.edgeRateLimit && region !== EDGE_REGION ? [region, EDGE_REGION] : [region];
}

export const bootstrapCommand = (account: string, region: string) =>
  `npx cdk bootstrap aws://${account}/${region}`;

/** The stack that holds the stage's data (bookwish-app.ts names it so). */
export const statefulStackName = (stage: string) => `Bookwish-${stage}-stateful`;

/** Statuses of a stack whose resources were never made: REVIEW_IN_PROGRESS is a change set made but
 * never run; ROLLBACK_COMPLETE a first create rolled back, which CloudFormation cannot update. */
const NOT_CREATED_YET = ['REVIEW_IN_PROGRESS', 'ROLLBACK_COMPLETE'];

const ADMIN_HINT =
  'Sign in as a user or role with AdministratorAccess (the first deploy creates roles and policies), then run `npm run deploy` again.';

/** Node's words for an answer that never came: no network, no DNS, a dropped connection. */
const UNREACHABLE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|socket hang up/;

/** A failed call in words a volunteer can act on; `doing` says what was asked ("read your account"). */
export function failureAdvice(error: AwsFailure, doing: string): string {
  if (UNREACHABLE.test(error.message) || error.name === 'TimeoutError') {
    return `AWS could not be reached to ${doing} (${error.message}). Check this computer's internet connection (and any proxy or VPN), then run \`npm run deploy\` again.`;
  }
  switch (error.name) {
    case 'CredentialsProviderError':
      // The chain's last word: none found, or a profile's SSO session that ran out.
      return /expired|sso/i.test(error.message) && !/any providers/.test(error.message)
        ? `Your AWS sign-in has expired (${error.message}). Run \`aws sso login\`, then \`npm run deploy\` again.`
        : 'No AWS credentials were found on this computer. Sign in first: `aws configure sso` (or `aws configure` with an access key), `export AWS_PROFILE=<that profile>`, then run `npm run deploy` again.';
    case 'ExpiredToken':
    case 'ExpiredTokenException':
    case 'RequestExpired':
    case 'TokenRefreshRequired':
      return 'Your AWS sign-in has expired. Sign in again (`aws sso login`, or new keys with `aws configure`), then run `npm run deploy` again.';
    case 'InvalidClientTokenId':
    case 'UnrecognizedClientException':
    case 'SignatureDoesNotMatch':
    case 'InvalidSignatureException':
      return `AWS does not recognise these credentials (${error.message}). Check the access key and secret (\`aws configure\`) or the profile in AWS_PROFILE, then run \`npm run deploy\` again.`;
    case 'AccessDenied':
    case 'AccessDeniedException':
    case 'UnauthorizedOperation':
      return `Your AWS user may not ${doing} (${error.message}). ${ADMIN_HINT}`;
    default:
      return `AWS answered "${error.name}: ${error.message}" when asked to ${doing}. If it says nothing you can fix, wait a minute and run \`npm run deploy\` again.`;
  }
}

/** The checks on the answers and the settings, in the order a volunteer would fix them. */
export function preflight(answers: AwsAnswers, settings: Settings): Preflight {
  const refusals: string[] = [];
  const warnings: string[] = [];
  const bootstrap: string[] = [];
  const { region } = answers;
  if (!region) {
    return {
      refusals: [
        `No AWS region is set. Run \`export AWS_REGION=${HOME_REGION}\` (Canada keeps members' data in Canada) or add \`region = ${HOME_REGION}\` to your profile in ~/.aws/config, then run \`npm run deploy\` again.`,
      ],
      warnings,
      bootstrap,
      firstCreate: false,
    };
  }
  if (region !== HOME_REGION) {
    warnings.push(
      `Deploying to ${region}, not ${HOME_REGION}: members' data will be stored in ${region}. Set AWS_REGION=${HOME_REGION} to keep it in Canada.`,
    );
  }
  if (!answers.identity) throw new Error('The caller identity was not asked although a region is set.');
  if (!answers.identity.ok) {
    return {
      refusals: [failureAdvice(answers.identity.error, 'read your account (sts:GetCallerIdentity)')],
      warnings,
      bootstrap,
      firstCreate: false,
    };
  }
  const account = answers.identity.value;

  for (const where of deployRegions(region, settings)) {
    const version = answers.bootstrap?.[where];
    if (!version) throw new Error(`The bootstrap of ${where} was not asked.`);
    if (!version.ok) {
      refusals.push(
        failureAdvice(version.error, `read the CDK bootstrap version in ${where} (ssm:GetParameter)`),
      );
    } else if (version.value === null || !(version.value >= MIN_BOOTSTRAP_VERSION)) {
      // Missing, too old, or not a number: `cdk bootstrap` makes or upgrades it.
      bootstrap.push(where);
    }
  }

  if (!answers.lambda) throw new Error('The Lambda quota was not asked.');
  if (!answers.lambda.ok) {
    refusals.push(
      failureAdvice(answers.lambda.error, `read the Lambda quotas in ${region} (lambda:GetAccountSettings)`),
    );
  } else {
    warnings.push(...concurrencyFindings(answers.lambda.value, 0, region).warnings);
  }

  if (settings.sesSender) refusals.push(...sesRefusals(answers, settings.sesSender));
  else {
    warnings.push(
      'No "sesSender" set: Cognito sends the sign-up and password emails itself (at most 50 a day) and members get no other emails. infra/README.md, "SES production access", says how to turn emails on.',
    );
  }

  // Without opsEmail, settings.ts has already refused unless the deploy says it is a trial.
  if (!settings.opsEmail) {
    warnings.push(
      'A trial deploy without "opsEmail": alarms and the cost budget go to nobody. Put your address in cdk.json ("opsEmail": "you@example.org") or run `npm run deploy -- -c opsEmail=you@example.org` before members use the site.',
    );
  }

  if (settings.domainName && settings.certificateArn) {
    refusals.push(...certificateRefusals(answers, settings.domainName, settings.certificateArn));
  }

  const stack = statefulStackName(settings.stage);
  const status = answers.statefulStack;
  if (!status) throw new Error(`The stack ${stack} was not asked.`);
  if (!status.ok) {
    refusals.push(
      failureAdvice(status.error, `read the stack ${stack} in ${region} (cloudformation:DescribeStacks)`),
    );
  } else if (status.value === 'ROLLBACK_COMPLETE') {
    refusals.push(
      `The stack ${stack} in ${region} is ROLLBACK_COMPLETE: its first create failed and was rolled back, which deleted what it had made (the reason is its first red event in the CloudFormation console). CloudFormation cannot deploy over it: delete it with \`aws cloudformation delete-stack --stack-name ${stack} --region ${region}\`, then run \`npm run deploy\` again.`,
    );
  }
  const firstCreate = status.ok && (status.value === null || NOT_CREATED_YET.includes(status.value));
  return { refusals, warnings, bootstrap, account, firstCreate };
}

function sesRefusals(answers: AwsAnswers, sender: string): string[] {
  const ses = answers.ses;
  if (!ses) throw new Error('SES was not asked although "sesSender" is set.');
  const refusals: string[] = [];
  const where = ses.region;
  if (!ses.account.ok) {
    refusals.push(failureAdvice(ses.account.error, `read the SES account in ${where} (ses:GetAccount)`));
  } else {
    if (!ses.account.value.productionAccessEnabled) {
      refusals.push(
        `SES in ${where} is still in its sandbox: it sends only to addresses you verified yourself, so members would get no emails. In the AWS console, open SES in ${where}, choose "Request production access" and describe the site (transactional emails to members who signed up); AWS answers within a day. Or deploy without "sesSender" for now.`,
      );
    }
    if (!ses.account.value.sendingEnabled) {
      refusals.push(
        `Sending is paused for this account's SES in ${where} (AWS paused it, usually after bounces or complaints). Open SES in ${where}, "Account dashboard", to see why and ask AWS to resume it.`,
      );
    }
  }
  if (!ses.sender.ok) {
    refusals.push(
      failureAdvice(
        ses.sender.error,
        `read the SES identity of ${sender} in ${where} (ses:GetEmailIdentity)`,
      ),
    );
  } else if (ses.sender.value === null) {
    const domain = sender.slice(sender.indexOf('@') + 1);
    refusals.push(
      `The sender ${sender} is not verified in SES in ${where}. Verify its domain: \`aws sesv2 create-email-identity --email-identity ${domain} --region ${where}\` and add the three DKIM CNAME records it prints to your DNS (best: emails are then signed), or only the address: \`aws sesv2 create-email-identity --email-identity ${sender} --region ${where}\` and click the link AWS emails to it. Then run \`npm run deploy\` again.`,
    );
  } else if (!ses.sender.value.verifiedForSending) {
    const { identity, status } = ses.sender.value;
    refusals.push(
      `The SES identity ${identity} in ${where} is not verified yet (status ${status}): for a domain, its DKIM CNAME records must be in your DNS (AWS checks for up to 72 hours); for an address, click the link AWS emailed. \`aws sesv2 get-email-identity --email-identity ${identity} --region ${where}\` shows when it is; then run \`npm run deploy\` again.`,
    );
  }
  return refusals;
}

function certificateRefusals(answers: AwsAnswers, domainName: string, certificateArn: string): string[] {
  const certificate = answers.certificate;
  if (!certificate) throw new Error('The certificate was not asked although "certificateArn" is set.');
  if (!certificate.ok) {
    if (certificate.error.name === 'ResourceNotFoundException') {
      return [
        `The certificate ${certificateArn} does not exist in ${EDGE_REGION} in this account. Request one for ${domainName} in ACM in ${EDGE_REGION} (CloudFront reads certificates only there) and put its ARN in "certificateArn".`,
      ];
    }
    return [
      failureAdvice(certificate.error, `read the certificate in ${EDGE_REGION} (acm:DescribeCertificate)`),
    ];
  }
  const { status, domains } = certificate.value;
  const refusals: string[] = [];
  if (status !== 'ISSUED') {
    refusals.push(
      status === 'PENDING_VALIDATION'
        ? `The certificate for ${domainName} is waiting for validation: add the CNAME record ACM shows for it (ACM console, ${EDGE_REGION}) to your DNS, wait until its status is "Issued", then run \`npm run deploy\` again.`
        : `The certificate for ${domainName} is ${status}, not ISSUED: request a new one in ACM in ${EDGE_REGION} and put its ARN in "certificateArn".`,
    );
  }
  if (!domains.some((name) => covers(name, domainName))) {
    refusals.push(
      `The certificate names ${domains.join(', ')}, not ${domainName}: CloudFront would refuse it. Request one for ${domainName} in ACM in ${EDGE_REGION}.`,
    );
  }
  return refusals;
}

/** A certificate name covers a host: equal, or a wildcard for exactly one label. */
function covers(name: string, host: string): boolean {
  const [n, h] = [name.toLowerCase(), host.toLowerCase()];
  if (n === h) return true;
  return n.startsWith('*.') && h.endsWith(n.slice(1)) && !h.slice(0, h.length - n.length + 1).includes('.');
}

/** The account's concurrency against what the templates reserve: AWS refuses a reservation that
 * leaves less than 100 unreserved, and a quota under the usual 1,000 throttles busy moments. */
export function concurrencyFindings(
  quota: LambdaQuota,
  reserved: number,
  region: string,
): { refusals: string[]; warnings: string[] } {
  const ask = `Ask AWS for more: \`aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value ${USUAL_CONCURRENCY} --region ${region}\` (or Service Quotas in the console, "Concurrent executions"); AWS answers within a few days.`;
  const { concurrentExecutions } = quota;
  if (reserved > 0 && concurrentExecutions - reserved < MIN_UNRESERVED_CONCURRENCY) {
    return {
      refusals: [
        `This account may run ${concurrentExecutions} Lambda functions at once in ${region}; the app reserves ${reserved}, and AWS keeps ${MIN_UNRESERVED_CONCURRENCY} unreserved, so the deploy would fail. ${ask}`,
      ],
      warnings: [],
    };
  }
  if (concurrentExecutions < USUAL_CONCURRENCY) {
    return {
      refusals: [],
      warnings: [
        `This account may run only ${concurrentExecutions} Lambda functions at once in ${region} (new accounts start low): the site works, but a busy moment gets errors. ${ask}`,
      ],
    };
  }
  return { refusals: [], warnings: [] };
}
