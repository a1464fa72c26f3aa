// Every AWS call the functions made while the suites ran (functions/src/aws/call-recorder.ts), given
// the ARN it would have in the account (from the function's template environment, iam-template.ts) and
// evaluated against that function's role in the synthesised templates by an IAM policy simulator
// (@cloud-copilot/iam-simulate: identity policies with wildcards and condition operators, such as the
// sweep's dynamodb:LeadingKeys; it also refuses an action IAM does not have, so a call recorded under
// the wrong name cannot pass). Then the other way round: the grants no recorded call used.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CallResource, DESCRIBED, type RecordedCall } from '@bookwish/shared/storage/aws-calls';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { POST_PAGE_FUNCTION, type Route, routes as routeTable } from '../../functions/src/routes.ts';
import { type CfnTemplate, FAKE_ACCOUNT, type NamedTemplate, type TemplateFunction } from './iam-template.ts';
import { NOTIFIER_DESCRIPTION } from './notifier.ts';
import { POST_PAGES_DESCRIPTION } from './post-pages.ts';
import { SEARCH_INDEXER_DESCRIPTION, SEARCH_INDEXER_HANDLER } from './search-indexer.ts';
import { synthForTest } from './test-app.ts';
import { TIMERS_DESCRIPTION, TIMERS_HANDLER } from './timers-sweep.ts';

/** The description each recorded function's Lambda function carries in the template: how it is found. */
export function functionDescriptions(routes: readonly Route[] = routeTable): Map<string, string> {
  return new Map([
    ...routes.map((route): [string, string] => [route.handler, `${route.method} ${route.path}`]),
    ['notify-stream', NOTIFIER_DESCRIPTION],
    [SEARCH_INDEXER_HANDLER, SEARCH_INDEXER_DESCRIPTION],
    [TIMERS_HANDLER, TIMERS_DESCRIPTION],
    [POST_PAGE_FUNCTION, POST_PAGES_DESCRIPTION],
  ]);
}

/** The context the roles are checked in: email on, so every function that sends exists (the same
 * as the nag and notifier tests', so a worker that ran them synthesises it once). */
export const CHECKED_CONTEXT = {
  sesSender: 'hello@bookwish.example.org',
  sesRegion: 'ca-central-1',
  opsEmail: 'ops@bookwish.example.org',
};

/** Every stack of the app's assembly as the check reads it, the nested ones with the parameters their
 * parent passes them. */
export function synthesisedTemplates(): NamedTemplate[] {
  return templatesOf(synthForTest(CHECKED_CONTEXT).app.synth());
}

/** A nested stack's template is a file asset beside its parent's: its TemplateURL names the asset's
 * hash, which the assembly's asset manifests map to the file. */
function nestedTemplateFiles(directory: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(directory).filter((file) => file.endsWith('.assets.json'))) {
    const manifest = JSON.parse(readFileSync(join(directory, name), 'utf8')) as {
      files?: Record<string, { source?: { path?: string } }>;
    };
    for (const [hash, asset] of Object.entries(manifest.files ?? {})) {
      if (asset.source?.path?.endsWith('.nested.template.json')) files.set(hash, asset.source.path);
    }
  }
  return files;
}

/** An assembly's stacks and their nested stacks, as the check reads them. */
export function templatesOf(assembly: CloudAssembly): NamedTemplate[] {
  const nestedFiles = nestedTemplateFiles(assembly.directory);
  const withNested = (named: NamedTemplate): NamedTemplate[] => [
    named,
    ...Object.entries(named.template.Resources ?? {}).flatMap(([id, resource]) => {
      if (resource.Type !== 'AWS::CloudFormation::Stack') return [];
      const hash = /([0-9a-f]{64})\.json/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[1];
      const file = hash ? nestedFiles.get(hash) : undefined;
      if (!file) throw new Error(`${named.stackName}: no template found for the nested stack ${id}`);
      return withNested({
        stackName: `${named.stackName}/${id}`,
        ...(named.region ? { region: named.region } : {}),
        template: JSON.parse(readFileSync(join(assembly.directory, file), 'utf8')) as CfnTemplate,
        parent: { named, parameters: (resource.Properties?.Parameters ?? {}) as Record<string, unknown> },
      });
    }),
  ];
  return assembly.stacks.flatMap((stack) =>
    withNested({
      stackName: stack.stackName,
      ...(stack.environment.region && stack.environment.region !== 'unknown-region'
        ? { region: stack.environment.region }
        : {}),
      template: stack.template as CfnTemplate,
    }),
  );
}

export function readCalls(file: string): RecordedCall[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedCall);
}

/** Grants the Lambda service uses for the function, never its code: kept, not listed as unused. */
export const PLATFORM_ACTIONS: Readonly<Record<string, string>> = {
  'logs:CreateLogStream': 'the Lambda runtime writes the function’s logs',
  'logs:PutLogEvents': 'the Lambda runtime writes the function’s logs',
  'dynamodb:DescribeStream': 'the stream’s event source mapping reads it',
  'dynamodb:GetRecords': 'the stream’s event source mapping reads it',
  'dynamodb:GetShardIterator': 'the stream’s event source mapping reads it',
  'dynamodb:ListStreams': 'the stream’s event source mapping reads it',
  'sqs:SendMessage': 'the event source mapping sends a record it gives up on to the queue',
  'sqs:GetQueueAttributes': 'the event source mapping sends a record it gives up on to the queue',
  'sqs:GetQueueUrl': 'the event source mapping sends a record it gives up on to the queue',
};

export interface Denial {
  fn: string;
  action: string;
  resource: string;
  why: string;
}

export interface UnusedGrant {
  fn: string;
  action: string;
  resource: string;
}

export interface CheckResult {
  /** Distinct calls evaluated (function, action, ARN, leading keys). */
  evaluated: number;
  denials: Denial[];
  unused: UnusedGrant[];
  /** Functions of the table (routes, background) no recorded call came from. */
  notRecorded: string[];
  ms: number;
}

/** The sender's address in SES_SENDER ("Bookwish <no-reply@example.org>" or the bare address). */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

/** The ARN a recorded call's resource has in the account, from the function's template environment. */
export function arnOf(resource: CallResource, fn: TemplateFunction): { arn: string } | { missing: string } {
  // A user pool trigger is told its pool by the event (no variable could name it: the pool names the
  // trigger); the local pool's id stands in for the pool's in the account.
  if (resource.env === null && resource.kind === 'user-pool' && resource.name) {
    return { arn: `arn:aws:cognito-idp:${fn.region}:${FAKE_ACCOUNT}:userpool/${resource.name}` };
  }
  if (resource.env === null) {
    return { missing: `${resource.kind} "${resource.name ?? '?'}" that no variable of the function names` };
  }
  const value = fn.environment[resource.env];
  if (value === undefined) return { missing: `its template environment has no ${resource.env}` };
  const where = `${fn.region}:${FAKE_ACCOUNT}`;
  switch (resource.kind) {
    case 'table':
      return {
        arn: `arn:aws:dynamodb:${where}:table/${value}${resource.index ? `/index/${resource.index}` : ''}`,
      };
    case 'object':
      return { arn: `arn:aws:s3:::${value}/${resource.key ?? ''}` };
    case 'bucket':
      return { arn: `arn:aws:s3:::${value}` };
    case 'user-pool':
      return { arn: `arn:aws:cognito-idp:${where}:userpool/${value}` };
    case 'secret':
      return { arn: value };
    case 'ses-identity':
      return { arn: `arn:aws:ses:${where}:identity/${addressOf(value)}` };
    case 'ses-configuration-set':
      return { arn: `arn:aws:ses:${where}:configuration-set/${value}` };
  }
}

/** IAM's wildcards (* and ?, across slashes too) as a test of a whole string. */
function globMatch(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 'i').test(value);
}

const list = (value: unknown): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

interface Evaluated {
  fn: string;
  action: string;
  arn: string;
  allowed: boolean;
}

/** Evaluates every distinct recorded call against its function's role; lists the unused grants. */
export async function checkCalls(
  calls: readonly RecordedCall[],
  functions: readonly TemplateFunction[],
  descriptions: Map<string, string> = functionDescriptions(),
): Promise<CheckResult> {
  const started = performance.now();
  const byDescription = new Map(functions.map((fn) => [fn.description, fn]));
  const denials: Denial[] = [];
  const evaluated: Evaluated[] = [];
  const done = new Set<string>();
  for (const call of calls) {
    const description = call.fn.startsWith(DESCRIBED)
      ? call.fn.slice(DESCRIBED.length)
      : descriptions.get(call.fn);
    const fn = description === undefined ? undefined : byDescription.get(description);
    const deny = (resource: string, why: string) =>
      denials.push({ fn: call.fn, action: call.action, resource, why });
    if (!fn) {
      deny(
        JSON.stringify(call.resource),
        'no function of the templates has its description: a new function is named in functionDescriptions (infra/src/iam-check.ts)',
      );
      continue;
    }
    // A send through a configuration set the function has none of in AWS is not made there.
    if (
      call.resource.kind === 'ses-configuration-set' &&
      fn.environment.SES_CONFIGURATION_SET === undefined
    ) {
      continue;
    }
    const found = arnOf(call.resource, fn);
    if ('missing' in found) {
      deny(call.resource.kind, found.missing);
      continue;
    }
    const id = JSON.stringify([call.fn, call.action, found.arn, call.leadingKeys]);
    if (done.has(id)) continue;
    done.add(id);
    const response = await runSimulation(
      {
        identityPolicies: fn.policies.map(({ name, document }) => ({ name, policy: document })),
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        request: {
          action: call.action,
          principal: fn.roleArn,
          resource: { accountId: FAKE_ACCOUNT, resource: found.arn },
          contextVariables: call.leadingKeys ? { 'dynamodb:LeadingKeys': call.leadingKeys } : {},
        },
      },
      {},
    );
    if (response.resultType === 'error') {
      deny(found.arn, `the simulator refused the request: ${JSON.stringify(response.errors)}`);
      continue;
    }
    const allowed = response.overallResult === 'Allowed';
    evaluated.push({ fn: call.fn, action: call.action, arn: found.arn, allowed });
    if (!allowed) {
      const keys = call.leadingKeys ? ` (partition keys ${call.leadingKeys.join(', ')})` : '';
      deny(found.arn, `${response.overallResult} by its role ${fn.roleArn}${keys}`);
    }
  }
  return {
    evaluated: evaluated.length,
    denials,
    unused: unusedGrants(evaluated, functions, descriptions),
    notRecorded: [...descriptions.keys()].filter((name) => !calls.some((call) => call.fn === name)),
    ms: Math.round(performance.now() - started),
  };
}

/** Each action and resource a recorded function's role allows that none of its allowed calls matched
 * (the Lambda service's own, PLATFORM_ACTIONS, aside). */
function unusedGrants(
  evaluated: readonly Evaluated[],
  functions: readonly TemplateFunction[],
  descriptions: Map<string, string>,
): UnusedGrant[] {
  const recorded = new Set(evaluated.map((call) => call.fn));
  return [...recorded].flatMap((name) => {
    const fn = functions.find((f) => f.description === descriptions.get(name));
    const used = evaluated.filter((call) => call.fn === name && call.allowed);
    const unused = new Map<string, UnusedGrant>();
    for (const { document } of fn?.policies ?? []) {
      for (const statement of document.Statement) {
        if (statement.Effect !== 'Allow' || statement.NotAction || statement.NotResource) continue;
        for (const action of list(statement.Action)) {
          if (PLATFORM_ACTIONS[action]) continue;
          for (const resource of list(statement.Resource)) {
            const hit = used.some((call) => globMatch(action, call.action) && globMatch(resource, call.arn));
            if (!hit) unused.set(`${action} ${resource}`, { fn: name, action, resource });
          }
        }
      }
    }
    return [...unused.values()];
  });
}

/** The check's report, as `npm test` prints it. */
export function describeCheck(result: CheckResult): string {
  const lines = [
    `IAM check: ${result.evaluated} distinct recorded calls evaluated against their functions' roles in ${result.ms} ms.`,
  ];
  if (result.denials.length > 0) {
    lines.push(`${result.denials.length} call(s) the role would deny in AWS:`);
    for (const d of result.denials) lines.push(`  DENIED  ${d.fn}: ${d.action} on ${d.resource} (${d.why})`);
  }
  if (result.unused.length > 0) {
    lines.push(
      `${result.unused.length} grant(s) no recorded call used: the rest of a route's access level (route-grants.ts), or an error path its grant names; any other is removed:`,
    );
    // One line per function and resource, its unused actions together.
    const grouped = new Map<string, string[]>();
    for (const u of result.unused) {
      const key = `${u.fn} on ${u.resource}`;
      grouped.set(key, [...(grouped.get(key) ?? []), u.action]);
    }
    for (const [key, actions] of grouped) lines.push(`  unused  ${key}: ${actions.join(', ')}`);
  }
  if (result.notRecorded.length > 0) {
    lines.push(`Functions the suites never ran through the local stack: ${result.notRecorded.join(', ')}.`);
  }
  return lines.join('\n');
}
