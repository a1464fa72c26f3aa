// What each synthesised stack weighs against CloudFormation's limits, and each CloudFront Function
// against its own, read from the cloud assembly as `cdk deploy` uploads it (route-stacks.test.ts and
// `npm run bench` print and check the same figures).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { repoRoot } from './paths.ts';

/** The lines we keep under CloudFormation's limits (500 resources, 1 MB) and CloudFront Functions' (10 KB),
 * with room to grow: what `npm run bench` promises (functions/bench/budgets.json), read from there. */
export function sizeLines(): { resources: number; templateBytes: number; functionBytes: number } {
  const budgets = JSON.parse(
    readFileSync(join(repoRoot, 'functions', 'bench', 'budgets.json'), 'utf8'),
  ) as Record<string, { max?: number }>;
  const max = (name: string) => {
    const value = budgets[name]?.max;
    if (value === undefined) throw new Error(`functions/bench/budgets.json has no "${name}"`);
    return value;
  };
  return {
    resources: max('stack resources'),
    templateBytes: max('stack template') * 1024,
    functionBytes: max('CloudFront Function code') * 1024,
  };
}

export interface StackFigures {
  stackName: string;
  resources: number;
  /** The template file's size as written to the assembly (what cdk deploy uploads to S3). */
  templateBytes: number;
}

export function stackFigures(assembly: CloudAssembly): StackFigures[] {
  return assembly.stacks.map((stack) => ({
    stackName: stack.stackName,
    resources: Object.keys(stack.template.Resources ?? {}).length,
    templateBytes: readFileSync(join(assembly.directory, stack.templateFile)).length,
  }));
}

export interface FunctionFigures {
  stackName: string;
  /** The function's logical id. */
  name: string;
  codeBytes: number;
}

/** Every CloudFront Function's code size (UTF-8 bytes, as CloudFront counts it). */
export function cloudFrontFunctionFigures(assembly: CloudAssembly): FunctionFigures[] {
  return assembly.stacks.flatMap((stack) =>
    Object.entries(
      (stack.template.Resources ?? {}) as Record<
        string,
        { Type: string; Properties: { FunctionCode?: unknown } }
      >,
    )
      .filter(([, resource]) => resource.Type === 'AWS::CloudFront::Function')
      .map(([name, resource]) => ({
        stackName: stack.stackName,
        name,
        codeBytes: Buffer.byteLength(
          typeof resource.Properties.FunctionCode === 'string'
            ? resource.Properties.FunctionCode
            : JSON.stringify(resource.Properties.FunctionCode),
        ),
      })),
  );
}

/** Both apps `npm run bench` weighs: as cdk.json sets it (plus the web build if there is one), and with
 * every optional part on (emails, alarms, the edge stack, a custom domain), the largest templates. */
export const EVERYTHING_ON = {
  sesSender: 'hello@bookwish.example.org',
  sesRegion: 'ca-central-1',
  opsEmail: 'ops@bookwish.example.org',
  edgeRateLimit: true,
  domainName: 'bookwish.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
};

// `tsx infra/src/stack-size.ts`: the figures of both apps as JSON, for functions/bench/bench.ts (which
// may not import infra/). Bundling is skipped (test-app.ts): an asset's hash has the same length.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.env.CDK_DEFAULT_ACCOUNT ??= '123456789012';
  process.env.CDK_DEFAULT_REGION ??= 'ca-central-1';
  const { synthForTest } = await import('./test-app.ts');
  const figures = Object.fromEntries(
    Object.entries({ plain: {}, everything: EVERYTHING_ON }).map(([name, context]) => {
      const assembly = synthForTest(context).app.synth();
      return [name, { stacks: stackFigures(assembly), functions: cloudFrontFunctionFigures(assembly) }];
    }),
  );
  process.stdout.write(JSON.stringify(figures));
}
