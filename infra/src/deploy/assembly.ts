// What `npm run deploy` reads from the CDK's files: the context it deploys with (cdk.json and the
// command's -c), the concurrency the synthesized templates reserve, and the stage's stack outputs.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `-c key=value`, `--context key=value` or `--context=key=value`, as the CDK CLI takes them. */
export interface DeployArgs {
  context: Record<string, string>;
  /** Print the bootstrap commands instead of running them. */
  noBootstrap: boolean;
}

export function parseDeployArgs(args: readonly string[]): DeployArgs {
  const context: Record<string, string> = {};
  let noBootstrap = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    let pair: string | undefined;
    if (arg === '-c' || arg === '--context') {
      i += 1;
      pair = args[i];
    } else if (arg.startsWith('--context=')) pair = arg.slice('--context='.length);
    else if (arg === '--no-bootstrap') {
      noBootstrap = true;
      continue;
    } else {
      throw new Error(
        `Unknown option "${arg}". npm run deploy takes settings as -c key=value (e.g. \`npm run deploy -- -c opsEmail=you@example.org\`) and --no-bootstrap.`,
      );
    }
    const at = pair?.indexOf('=') ?? -1;
    if (!pair || at <= 0) throw new Error(`"${arg}" needs key=value after it (got "${pair ?? ''}").`);
    context[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return { context, noBootstrap };
}

/** The command's -c as the CDK CLI takes them again. */
export const contextFlags = (context: Record<string, string>) =>
  Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`]);

interface Template {
  Resources?: Record<string, { Type?: string; Properties?: { ReservedConcurrentExecutions?: unknown } }>;
}

/** Lambda concurrency the templates of a cloud assembly reserve, nested stacks' included (every
 * template file of the assembly: one synth holds one stage). */
export function reservedConcurrency(assemblyDir: string): number {
  let reserved = 0;
  for (const file of readdirSync(assemblyDir).filter((name) => name.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(assemblyDir, file), 'utf8')) as Template;
    for (const resource of Object.values(template.Resources ?? {})) {
      const value = resource.Properties?.ReservedConcurrentExecutions;
      if (resource.Type === 'AWS::Lambda::Function' && typeof value === 'number') reserved += value;
    }
  }
  return reserved;
}

/** The outputs of every stack of the stage (`cdk deploy --outputs-file`), whatever the stacks are
 * called after the prefix: the app may split a stack, and each output keeps its name. The CDK's own
 * cross-stack exports (ExportsOutput…) are for CloudFormation, not for an operator. */
export function stageOutputs(
  outputsFile: Record<string, Record<string, string>>,
  stage: string,
): { stack: string; key: string; value: string }[] {
  const prefix = `Bookwish-${stage}-`;
  return Object.entries(outputsFile)
    .filter(([stack]) => stack.startsWith(prefix))
    .flatMap(([stack, outputs]) => Object.entries(outputs).map(([key, value]) => ({ stack, key, value })))
    .filter(({ key }) => !key.startsWith('ExportsOutput'));
}
