// The synthesized app as `cdk deploy` takes it (a cloud assembly: every stack's template, nested
// stacks included, and the staged assets), read for the local stack: each function's bundle and
// environment, the HTTP API's routes, the stream mappings' filters, the schedules and the user pool's
// triggers, with the references between resources (Ref, Fn::GetAtt, Fn::ImportValue, a nested stack's
// parameters and outputs) followed to the resource they name. functions/ never imports the CDK app
// (import-boundaries.test.ts): the assembly is made by running it (synthesizeAssembly).

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Resource {
  Type: string;
  Properties?: Record<string, Json>;
  Metadata?: Record<string, Json>;
}

interface Template {
  Parameters?: Record<string, { Default?: Json }>;
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, { Value: Json; Export?: { Name: Json } }>;
}

/** One template of the assembly: a top-level stack, or a nested one (named parent/logicalId). */
export interface AssemblyStack {
  name: string;
  template: Template;
  /** A nested stack's parent and its AWS::CloudFormation::Stack resource there. */
  parent?: { stack: string; logicalId: string };
}

/** A resource named by a reference, and the attribute read from it (none for a Ref). */
export interface ResourceRef {
  stack: string;
  logicalId: string;
  type: string;
  attribute?: string;
}

/** What a reference resolves to: a string, or the resource (attribute) it names. */
export type Resolved = string | ResourceRef;

export interface TemplateFunction {
  stack: string;
  logicalId: string;
  description: string;
  /** Its construct path (aws:cdk:path), e.g. Bookwish-prod-stateless/Notifier/Function/Resource. */
  constructPath: string;
  /** Built by the app itself (aws:asset:is-bundled), not a function the CDK brings (custom resources). */
  bundled: boolean;
  /** The folder `cdk deploy` zips for the function (its index.mjs, source map, native modules). */
  assetDir: string;
  /** `index.handler`: the file (index.mjs) and its export. */
  handler: string;
  runtime: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** Environment.Variables as written in the template (strings and references). */
  environment: Record<string, Json>;
}

export interface CloudAssembly {
  dir: string;
  stacks: AssemblyStack[];
}

/** Reads every stack of the assembly in `dir` (manifest.json), and each nested stack's template. */
export function readAssembly(dir: string): CloudAssembly {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    artifacts?: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  const stacks: AssemblyStack[] = [];
  const add = (stack: AssemblyStack) => {
    stacks.push(stack);
    for (const [logicalId, resource] of Object.entries(stack.template.Resources ?? {})) {
      const file = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::CloudFormation::Stack' || typeof file !== 'string') continue;
      add({
        name: `${stack.name}/${logicalId}`,
        template: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Template,
        parent: { stack: stack.name, logicalId },
      });
    }
  };
  for (const [name, artifact] of Object.entries(manifest.artifacts ?? {})) {
    const file = artifact.properties?.templateFile;
    if (artifact.type !== 'aws:cloudformation:stack' || !file) continue;
    add({ name, template: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Template });
  }
  if (stacks.length === 0) throw new Error(`No stack in the cloud assembly at ${dir}`);
  return { dir, stacks };
}

function stackNamed(assembly: CloudAssembly, name: string): AssemblyStack {
  const stack = assembly.stacks.find((s) => s.name === name);
  if (!stack) throw new Error(`No stack ${name} in the cloud assembly`);
  return stack;
}

function resourceIn(stack: AssemblyStack, logicalId: string): Resource {
  const resource = stack.template.Resources?.[logicalId];
  if (!resource) throw new Error(`${stack.name} has no resource ${logicalId}`);
  return resource;
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pseudo parameters, as the local stack has them. */
const PSEUDO: Record<string, string> = {
  'AWS::Region': 'local',
  'AWS::AccountId': '000000000000',
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::NoValue': '',
};

/**
 * A template value resolved in `stackName`: literals as they are; a Ref or Fn::GetAtt to the resource
 * it names (followed through Fn::ImportValue, a nested stack's parameters and outputs); a join with
 * `strings` turning each resource into text. A construct the local stack cannot follow throws.
 */
export function resolve(
  assembly: CloudAssembly,
  stackName: string,
  value: Json,
  strings?: (ref: ResourceRef) => string,
): Resolved {
  const stack = stackNamed(assembly, stackName);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isObject(value)) throw new Error(`${stackName}: cannot resolve ${JSON.stringify(value)}`);
  const [fn, arg] = Object.entries(value)[0] ?? [];
  if (fn === 'Ref' && typeof arg === 'string') {
    if (arg in PSEUDO) return PSEUDO[arg] as string;
    if (stack.template.Parameters?.[arg]) return parameter(assembly, stack, arg, strings);
    return { stack: stackName, logicalId: arg, type: resourceIn(stack, arg).Type };
  }
  if (fn === 'Fn::GetAtt') {
    const [logicalId, attribute] = (Array.isArray(arg) ? arg : String(arg).split('.')) as string[];
    const resource = resourceIn(stack, logicalId as string);
    if (resource.Type === 'AWS::CloudFormation::Stack' && attribute?.startsWith('Outputs.')) {
      const nested = `${stackName}/${logicalId}`;
      const output = stackNamed(assembly, nested).template.Outputs?.[attribute.slice('Outputs.'.length)];
      if (!output) throw new Error(`${nested} has no output ${attribute}`);
      return resolve(assembly, nested, output.Value, strings);
    }
    return {
      stack: stackName,
      logicalId: logicalId as string,
      type: resource.Type,
      ...(attribute ? { attribute } : {}),
    };
  }
  if (fn === 'Fn::ImportValue') {
    const name = resolve(assembly, stackName, arg as Json, strings);
    for (const other of assembly.stacks) {
      for (const output of Object.values(other.template.Outputs ?? {})) {
        if (output.Export && resolve(assembly, other.name, output.Export.Name, strings) === name)
          return resolve(assembly, other.name, output.Value, strings);
      }
    }
    throw new Error(`${stackName} imports ${String(name)}, which no stack of the assembly exports`);
  }
  if (fn === 'Fn::Join' && Array.isArray(arg)) {
    const [separator, parts] = arg as [string, Json[]];
    return parts
      .map((part) => {
        const resolved = resolve(assembly, stackName, part, strings);
        if (typeof resolved === 'string') return resolved;
        if (!strings)
          throw new Error(`${stackName}: a join names ${resolved.logicalId}, which has no text here`);
        return strings(resolved);
      })
      .join(separator);
  }
  throw new Error(`${stackName}: the local stack does not follow ${fn} (${JSON.stringify(value)})`);
}

function parameter(
  assembly: CloudAssembly,
  stack: AssemblyStack,
  name: string,
  strings: ((ref: ResourceRef) => string) | undefined,
): Resolved {
  if (stack.parent) {
    const parent = stackNamed(assembly, stack.parent.stack);
    const given = resourceIn(parent, stack.parent.logicalId).Properties?.Parameters;
    if (isObject(given) && given[name] !== undefined)
      return resolve(assembly, parent.name, given[name] as Json, strings);
  }
  const fallback = stack.template.Parameters?.[name]?.Default;
  if (fallback === undefined) throw new Error(`${stack.name}: parameter ${name} has no value`);
  return resolve(assembly, stack.name, fallback, strings);
}

/** The resource a reference names, or a clear error when it is text. */
export function resourceOf(assembly: CloudAssembly, stackName: string, value: Json): ResourceRef {
  const resolved = resolve(assembly, stackName, value);
  if (typeof resolved === 'string') throw new Error(`${stackName}: ${resolved} names no resource`);
  return resolved;
}

/** Every resource of one type, with its stack. */
export function resourcesOfType(
  assembly: CloudAssembly,
  type: string,
): { stack: string; logicalId: string; resource: Resource }[] {
  return assembly.stacks.flatMap((stack) =>
    Object.entries(stack.template.Resources ?? {})
      .filter(([, resource]) => resource.Type === type)
      .map(([logicalId, resource]) => ({ stack: stack.name, logicalId, resource })),
  );
}

const functionKey = (ref: { stack: string; logicalId: string }) => `${ref.stack}/${ref.logicalId}`;

/** Every function whose code is an asset of the assembly, by stack/logicalId. */
export function templateFunctions(assembly: CloudAssembly): Map<string, TemplateFunction> {
  const functions = new Map<string, TemplateFunction>();
  for (const { stack, logicalId, resource } of resourcesOfType(assembly, 'AWS::Lambda::Function')) {
    const asset = resource.Metadata?.['aws:asset:path'];
    const props = resource.Properties ?? {};
    if (typeof asset !== 'string' || typeof props.Handler !== 'string') continue;
    const variables = isObject(props.Environment) ? props.Environment.Variables : undefined;
    functions.set(functionKey({ stack, logicalId }), {
      stack,
      logicalId,
      description: typeof props.Description === 'string' ? props.Description : logicalId,
      constructPath: String(resource.Metadata?.['aws:cdk:path'] ?? `${stack}/${logicalId}`),
      bundled: resource.Metadata?.['aws:asset:is-bundled'] === true,
      assetDir: path.join(assembly.dir, asset),
      handler: props.Handler,
      runtime: String(props.Runtime ?? ''),
      // CloudFormation's default when the template says none.
      timeoutSeconds: typeof props.Timeout === 'number' ? props.Timeout : 3,
      memoryMb: typeof props.MemorySize === 'number' ? props.MemorySize : 128,
      environment: isObject(variables) ? variables : {},
    });
  }
  return functions;
}

function functionFor(
  assembly: CloudAssembly,
  functions: Map<string, TemplateFunction>,
  stack: string,
  value: Json,
  what: string,
): TemplateFunction {
  const ref = resourceOf(assembly, stack, value);
  const fn = functions.get(functionKey(ref));
  if (ref.type !== 'AWS::Lambda::Function' || !fn)
    throw new Error(`${what} names ${ref.type} ${ref.logicalId}, not a function of the assembly`);
  return fn;
}

/** The HTTP API's routes: "GET /api/wishlists" -> the function its integration invokes. */
export function apiRoutes(
  assembly: CloudAssembly,
  functions = templateFunctions(assembly),
): Map<string, TemplateFunction> {
  const routes = new Map<string, TemplateFunction>();
  for (const { stack, resource } of resourcesOfType(assembly, 'AWS::ApiGatewayV2::Route')) {
    const routeKey = String(resource.Properties?.RouteKey);
    // Target: "integrations/<integration id>", joined from a Ref.
    const target = resource.Properties?.Target;
    const parts = isObject(target) && Array.isArray(target['Fn::Join']) ? target['Fn::Join'][1] : undefined;
    const ref = Array.isArray(parts) ? parts.find(isObject) : undefined;
    if (!ref) throw new Error(`Route ${routeKey} has no integration the local stack can follow`);
    const integration = resourceOf(assembly, stack, ref);
    const uri = resourceIn(stackNamed(assembly, integration.stack), integration.logicalId).Properties
      ?.IntegrationUri as Json;
    routes.set(routeKey, functionFor(assembly, functions, integration.stack, uri, `Route ${routeKey}`));
  }
  return routes;
}

/** Each DynamoDB stream mapping: its function and its filter patterns (parsed). */
export function streamMappings(
  assembly: CloudAssembly,
  functions = templateFunctions(assembly),
): { fn: TemplateFunction; patterns: Json[] }[] {
  return resourcesOfType(assembly, 'AWS::Lambda::EventSourceMapping').map(
    ({ stack, resource, logicalId }) => {
      const props = resource.Properties ?? {};
      const criteria = isObject(props.FilterCriteria) ? props.FilterCriteria.Filters : undefined;
      const patterns = (Array.isArray(criteria) ? criteria : []).map((filter) =>
        JSON.parse(String(isObject(filter) ? filter.Pattern : '')),
      ) as Json[];
      return {
        fn: functionFor(assembly, functions, stack, props.FunctionName as Json, `Mapping ${logicalId}`),
        patterns,
      };
    },
  );
}

/** Each scheduled rule's expression and the functions it targets. */
export function schedules(
  assembly: CloudAssembly,
  functions = templateFunctions(assembly),
): { expression: string; targets: TemplateFunction[] }[] {
  return resourcesOfType(assembly, 'AWS::Events::Rule')
    .filter(({ resource }) => typeof resource.Properties?.ScheduleExpression === 'string')
    .map(({ stack, logicalId, resource }) => {
      const targets = resource.Properties?.Targets;
      return {
        expression: String(resource.Properties?.ScheduleExpression),
        targets: (Array.isArray(targets) ? targets : [])
          .filter(isObject)
          .map((target) => resourceOf(assembly, stack, target.Arn as Json))
          .filter((ref) => ref.type === 'AWS::Lambda::Function')
          .map((ref) => {
            const fn = functions.get(functionKey(ref));
            if (!fn)
              throw new Error(`Rule ${logicalId} targets ${ref.logicalId}, not a function of the assembly`);
            return fn;
          }),
      };
    });
}

/** The user pools' Lambda triggers: "PreSignUp" -> its function. */
export function userPoolTriggers(
  assembly: CloudAssembly,
  functions = templateFunctions(assembly),
): Map<string, TemplateFunction> {
  const triggers = new Map<string, TemplateFunction>();
  for (const { stack, logicalId, resource } of resourcesOfType(assembly, 'AWS::Cognito::UserPool')) {
    const config = resource.Properties?.LambdaConfig;
    if (!isObject(config)) continue;
    for (const [trigger, value] of Object.entries(config)) {
      triggers.set(trigger, functionFor(assembly, functions, stack, value, `${logicalId} ${trigger}`));
    }
  }
  return triggers;
}

/** A production deploy's context with email on, so the template has every function, mapping, rule
 * and trigger it can have (the notifier and its settings included); the addresses are examples. */
export const PRODUCTION_CONTEXT = {
  sesSender: 'hello@bookwish.example.org',
  sesRegion: 'ca-central-1',
  opsEmail: 'ops@bookwish.example.org',
};

export interface SynthOptions {
  /** Where the assembly is written (a fresh temp folder). */
  outdir: string;
  /** Context on top of cdk.json's, as `cdk deploy -c key=value` gives it. */
  context?: Record<string, unknown>;
}

/**
 * Runs the CDK app as `cdk synth` does (cdk.json's context, its bundling), into `outdir`, with the
 * asset paths on each resource: the bundles `cdk deploy` would upload are the asset folders there.
 * Resolves with the assembly, or rejects with what the app said.
 */
export async function synthesizeAssembly(options: SynthOptions): Promise<CloudAssembly> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  const context = {
    ...cdkJson.context,
    ...options.context,
    // What the CLI sets: each resource names its asset folder and its construct path.
    'aws:cdk:enable-asset-metadata': true,
    'aws:cdk:enable-path-metadata': true,
  };
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(REPO_ROOT, 'infra', 'src', 'app.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, CDK_OUTDIR: options.outdir, CDK_CONTEXT_JSON: JSON.stringify(context) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    said += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    said += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((done, failed) => {
    child.on('error', failed);
    child.on('close', done);
  });
  if (code !== 0 || !existsSync(path.join(options.outdir, 'manifest.json')))
    throw new Error(`The CDK app did not synthesize (exit ${code}):\n${said.slice(-4_000)}`);
  return readAssembly(options.outdir);
}
