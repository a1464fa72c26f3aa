// Synthesises the app for the tests exactly as `cdk synth` does (same cdk.json context), except
// that asset bundling is skipped (the empty bundling-stacks context): no esbuild run, no network.
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

export function synthForTest(context: Record<string, unknown> = {}, options: BuildOptions = {}) {
  const app = new App({
    context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const built = buildBookwish(app, options);
  return {
    ...built,
    app,
    statefulTemplate: Template.fromStack(built.stateful),
    statelessTemplate: Template.fromStack(built.stateless),
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
