// infra/README.md is what a volunteer follows with no one to ask: every output it names must be an
// output of a stack of the stage (what `npm run deploy` prints and the console shows), every file and
// npm script it names must exist, and the root README gives one deploy command and points here.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';
import { SYNTH_TIMEOUT, synthForTest } from '../test-app.ts';

const runbook = readFileSync(join(repoRoot, 'infra', 'README.md'), 'utf8');
const rootReadme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

const unique = (values: string[]) => [...new Set(values)];
/** "the `UserPoolId` output", "<the OpsTopicArn output>", "<TableName output>" */
const namedOutputs = unique(
  [...runbook.matchAll(/`?\b([A-Z][A-Za-z]+)`? output\b/g)].map((match) => match[1] as string),
);
/** Every repo path it names, in prose or in a command. */
const namedPaths = unique(
  [
    ...runbook.matchAll(/(?<![\w/.])((?:infra|functions|shared|web)\/[\w./-]+\.(?:ts|json)|cdk\.json)\b/g),
  ].map((match) => match[1] as string),
);
const namedScripts = unique(
  [...runbook.matchAll(/npm run ([a-z][a-z:-]*)/g)].map((match) => match[1] as string),
);

let outputs: string[];

beforeAll(() => {
  const { app } = synthForTest();
  // Top-level stacks only: an output of a nested stack is not printed by a deploy.
  outputs = app.node.children
    .filter((child): child is Stack => Stack.isStack(child))
    .filter((stack) => stack.stackName.startsWith('Bookwish-prod-'))
    .flatMap((stack) => Object.keys(Template.fromStack(stack).toJSON().Outputs ?? {}));
}, SYNTH_TIMEOUT);

describe("infra/README.md, the volunteer's runbook", () => {
  it('names the values an operator is asked for', () => {
    for (const name of [
      'SiteUrl',
      'DistributionDomain',
      'UserPoolId',
      'PushKeysSecretArn',
      'OpsTopicArn',
      'TableName',
    ]) {
      expect(namedOutputs).toContain(name);
    }
  });

  it.each(namedOutputs)('the %s output is an output of a stack of the stage', (name) => {
    expect(outputs).toContain(name);
  });

  it.each(namedPaths)('%s exists', (path) => {
    expect(existsSync(join(repoRoot, path))).toBe(true);
  });

  it.each(namedScripts)('npm run %s is a script', (script) => {
    expect(packageJson.scripts[script]).toBeDefined();
  });

  it('is what the root README points to, with npm run deploy its only deploy command', () => {
    const start = rootReadme.indexOf('## Deploy to AWS');
    const section = rootReadme.slice(start, rootReadme.indexOf('\n## ', start + 1));
    expect(start).toBeGreaterThan(-1);
    expect(section).toContain('npm run deploy');
    expect(section).toContain('infra/README.md');
    expect(section).not.toMatch(/cdk (deploy|bootstrap)/);
    expect(packageJson.scripts.deploy).toBe('tsx infra/src/deploy/deploy.ts');
  });
});
