// The questions `npm run deploy` asks AWS before it changes anything, each answer kept as the value
// or the error the SDK gave (preflight.ts decides). Read-only calls; none creates or changes a thing.
// Tests pass recorded HTTP answers through `requestHandler`, so the SDK's own parsing runs.

import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import type {
  AwsCredentialIdentity,
  AwsCredentialIdentityProvider,
  HttpHandlerOptions,
  HttpRequest,
  HttpResponse,
  RequestHandler,
} from '@smithy/types';
import { EDGE_REGION } from '../edge-stack.ts';
import type { Settings } from '../settings.ts';
import {
  type Answer,
  type AwsAnswers,
  type AwsFailure,
  BOOTSTRAP_VERSION_PARAMETER,
  deployRegions,
  type SesIdentity,
  statefulStackName,
} from './preflight.ts';

export interface AskOptions {
  /** The region to deploy to; resolveRegion() finds the one the CDK would use. */
  region: string | undefined;
  settings: Settings;
  /** Tests: the credentials (or a provider that fails as the SDK's chain does). */
  credentials?: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** Tests: recorded HTTP answers instead of the network. */
  requestHandler?: RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions>;
}

/** The region from AWS_REGION or the profile, as the SDK (and so the CDK CLI) resolves it. */
export async function resolveRegion(): Promise<string | undefined> {
  try {
    const region = await new STSClient({}).config.region();
    return region || undefined;
  } catch {
    return undefined;
  }
}

function failure(error: unknown): AwsFailure {
  if (error instanceof Error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return { name: error.name, message: error.message, ...(status ? { status } : {}) };
  }
  return { name: 'Error', message: String(error) };
}

async function answer<T>(ask: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await ask() };
  } catch (error) {
    return { ok: false, error: failure(error) };
  }
}

const isNamed = (error: unknown, ...names: string[]) => error instanceof Error && names.includes(error.name);

/** Everything preflight() needs: nothing past the region when there is none, nothing past the
 * identity when the credentials fail (every other call would fail the same way). */
export async function askAws(options: AskOptions): Promise<AwsAnswers> {
  const { region, settings } = options;
  if (!region) return { region };
  const client = (where: string) => ({
    region: where,
    maxAttempts: 2,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // A network that drops packets would otherwise leave a volunteer waiting on a silent terminal.
    requestHandler: options.requestHandler ?? { connectionTimeout: 5_000, requestTimeout: 15_000 },
  });
  const identity = await answer(async () => {
    const caller = await new STSClient(client(region)).send(new GetCallerIdentityCommand({}));
    return { account: caller.Account ?? '', arn: caller.Arn ?? '' };
  });
  if (!identity.ok) return { region, identity };

  const regions = deployRegions(region, settings);
  const sesRegion = settings.sesRegion ?? region;
  const [bootstrapVersions, lambda, ses, certificate, statefulStack] = await Promise.all([
    Promise.all(regions.map((where) => answer(() => bootstrapVersion(new SSMClient(client(where)))))),
    answer(async () => {
      const { AccountLimit } = await new LambdaClient(client(region)).send(new GetAccountSettingsCommand({}));
      return {
        concurrentExecutions: AccountLimit?.ConcurrentExecutions ?? 0,
        unreservedConcurrentExecutions: AccountLimit?.UnreservedConcurrentExecutions ?? 0,
      };
    }),
    settings.sesSender
      ? askSes(new SESv2Client(client(sesRegion)), sesRegion, settings.sesSender)
      : undefined,
    settings.certificateArn
      ? answer(async () => {
          const { Certificate } = await new ACMClient(client(EDGE_REGION)).send(
            new DescribeCertificateCommand({ CertificateArn: settings.certificateArn }),
          );
          const domains = [Certificate?.DomainName, ...(Certificate?.SubjectAlternativeNames ?? [])];
          return {
            status: Certificate?.Status ?? 'UNKNOWN',
            domains: [...new Set(domains.filter((name): name is string => Boolean(name)))],
          };
        })
      : undefined,
    answer(() => stackStatus(new CloudFormationClient(client(region)), statefulStackName(settings.stage))),
  ]);
  return {
    region,
    identity,
    bootstrap: Object.fromEntries(
      regions.map((where, i) => [where, bootstrapVersions[i] as Answer<number | null>]),
    ),
    lambda,
    ...(ses ? { ses } : {}),
    ...(certificate ? { certificate } : {}),
    statefulStack,
  };
}

/** A stack's status; null when there is no such stack, which CloudFormation says as a ValidationError
 * ("Stack with id … does not exist"), the same name it gives a malformed request. */
async function stackStatus(cloudFormation: CloudFormationClient, stackName: string): Promise<string | null> {
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0]?.StackStatus ?? null;
  } catch (error) {
    if (isNamed(error, 'ValidationError') && /does not exist/.test((error as Error).message)) return null;
    throw error;
  }
}

/** The bootstrap stack's version, which it writes to SSM; null when the region was never bootstrapped. */
async function bootstrapVersion(ssm: SSMClient): Promise<number | null> {
  try {
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: BOOTSTRAP_VERSION_PARAMETER }));
    return Number(Parameter?.Value ?? Number.NaN);
  } catch (error) {
    if (isNamed(error, 'ParameterNotFound')) return null;
    throw error;
  }
}

async function askSes(
  ses: SESv2Client,
  region: string,
  sender: string,
): Promise<NonNullable<AwsAnswers['ses']>> {
  const [account, identity] = await Promise.all([
    answer(async () => {
      const found = await ses.send(new GetAccountCommand({}));
      return {
        productionAccessEnabled: found.ProductionAccessEnabled === true,
        sendingEnabled: found.SendingEnabled !== false,
      };
    }),
    answer(() => senderIdentity(ses, sender)),
  ]);
  return { region, account, sender: identity };
}

/** SES sends as an address when the address or its whole domain is a verified identity: the verified
 * one of the two, else the one waiting, else null. */
async function senderIdentity(ses: SESv2Client, sender: string): Promise<SesIdentity | null> {
  const domain = sender.slice(sender.indexOf('@') + 1);
  let waiting: SesIdentity | null = null;
  for (const identity of [sender, domain]) {
    try {
      const found = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
      const candidate = {
        identity,
        verifiedForSending: found.VerifiedForSendingStatus === true,
        status: found.VerificationStatus ?? 'UNKNOWN',
      };
      if (candidate.verifiedForSending) return candidate;
      waiting ??= candidate;
    } catch (error) {
      if (!isNamed(error, 'NotFoundException')) throw error;
    }
  }
  return waiting;
}
