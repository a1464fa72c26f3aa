// What each synthesised stack weighs against CloudFormation's limits, and each CloudFront Function
// against its own, read from the cloud assembly as `cdk deploy` uploads it (route-stacks.test.ts and
// `npm run bench` print and check the same figures).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';

/** CloudFront Functions: at most 10 KB of code each; ours keep under 8 KB, room for a growing build. */
export const CLOUDFRONT_FUNCTION_LIMIT_BYTES = 10 * 1024;
export const CLOUDFRONT_FUNCTION_ROOM_BYTES = 8 * 1024;

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
