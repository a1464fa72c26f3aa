// Synthesises the app for the tests exactly as `cdk synth` does (same cdk.json context), except
// that it is a trial (`trial=true`: no opsEmail needed, and nothing else changes; a test that checks
// the production refusal passes trial: false), that asset bundling is skipped (the empty bundling-stacks context): no esbuild run, no network;
// and without the CDK's own template check (its WASM engine took 6 of a first synth's 8 CPU-s here):
// its report on our templates is empty, cfn-lint.test.ts lints them, and `cdk synth` still runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildOptions, buildBookwish } from './bookwish-app.ts';
import { repoRoot } from './paths.ts';

const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

/** A synth takes seconds, more on a busy machine: hooks that synth get this instead of 10 s. */
export const SYNTH_TIMEOUT = 180_000;

type Synthed = ReturnType<typeof synthesise>;

/** The synths of this worker by context, options and the CDK environment: the infra files run in one
 * module graph (no isolation), so a second file asking for the same app reads the same templates
 * instead of spending seconds on the same synth again. */
const synthed = new Map<string, Synthed>();

/**
 * The app as `cdk synth` builds it for this context. Shared between the files of a worker: only read
 * what it returns. A test that changes the app (adds a construct) asks for `{ fresh: true }`.
 */
export function synthForTest(
  context: Record<string, unknown> = {},
  options: BuildOptions = {},
  { fresh = false }: { fresh?: boolean } = {},
): Synthed {
  // Routes carry functions a key cannot tell apart: a test with routes of its own gets its own app.
  if (fresh || options.routes) return synthesise(context, options);
  const key = JSON.stringify([
    context,
    options,
    process.env.CDK_DEFAULT_ACCOUNT ?? null,
    process.env.CDK_DEFAULT_REGION ?? null,
  ]);
  const kept = synthed.get(key);
  if (kept) return kept;
  const made = synthesise(context, options);
  synthed.set(key, made);
  return made;
}

function synthesise(context: Record<string, unknown>, options: BuildOptions) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJson.context, trial: true, ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const built = buildBookwish(app, options);
  const routeTemplates = built.routeStacks.map((stack) => Template.fromStack(stack));
  return {
    ...built,
    app,
    statefulTemplate: Template.fromStack(built.stateful),
    statelessTemplate: Template.fromStack(built.stateless),
    routeTemplates,
    /** Every route stack's resources in one template, for reading the route functions together
     * (logical ids differ between stacks: each holds its construct path). */
    routesTemplate: Template.fromJSON({
      Resources: Object.assign({}, ...routeTemplates.map((template) => template.toJSON().Resources)),
    }),
  };
}

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; [key: string]: unknown }
>;

/** Resources of one CloudFormation type, by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Our functions among these resources, but those described as in `apart`: what runs our runtime with
 * a description (the CDK's own providers, auto-delete and custom resources, run it too, undescribed). */
export function ourFunctions(
  resources: readonly Resources[string][],
  apart: readonly string[] = [],
): Resources[string][] {
  return resources.filter(
    (fn) =>
      fn.Properties?.Runtime === 'nodejs24.x' &&
      typeof fn.Properties.Description === 'string' &&
      !apart.includes(fn.Properties.Description),
  );
}
