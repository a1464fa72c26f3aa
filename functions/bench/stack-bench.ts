// Section 9: what each synthesised stack weighs against CloudFormation's limits (500 resources, a 1 MB
// template uploaded through S3) and our lines under them (400, 700 KB: room for 20 more routes), and
// each CloudFront Function's code against its 10 KB. The figures come from infra/src/stack-size.ts,
// run in a process of its own (functions/ imports nothing from infra/), for the app as cdk.json sets
// it and with every optional part on.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Budgets, budgetOf, verdict } from './budget.ts';

const STACK_SIZE_COMMAND = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'infra',
  'src',
  'stack-size.ts',
);

/** CloudFormation's and CloudFront's own limits, printed beside each figure. */
const LIMITS = { resources: 500, templateKb: 1024, functionKb: 10 };

interface Figures {
  stacks: { stackName: string; resources: number; templateBytes: number }[];
  functions: { stackName: string; name: string; codeBytes: number }[];
}

const kb = (bytes: number) => bytes / 1024;

export function stackBench(table: (title: string, rows: [string, string][]) => void, budgets: Budgets): void {
  const figures = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', STACK_SIZE_COMMAND], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  ) as Record<'plain' | 'everything', Figures>;
  const rows: [string, string][] = [];
  for (const [app, { stacks, functions }] of Object.entries(figures)) {
    for (const stack of stacks) {
      const size = kb(stack.templateBytes);
      rows.push([
        `${app}: ${stack.stackName}`,
        `${stack.resources} of ${LIMITS.resources} resources (${verdict(stack.resources, budgetOf(budgets, 'stack resources'))}); ${size.toFixed(0)} of ${LIMITS.templateKb} KB (${verdict(size, budgetOf(budgets, 'stack template'))})`,
      ]);
    }
    for (const fn of functions) {
      const size = kb(fn.codeBytes);
      rows.push([
        `${app}: CloudFront Function ${fn.name}`,
        `${size.toFixed(1)} of ${LIMITS.functionKb} KB (${verdict(size, budgetOf(budgets, 'CloudFront Function code'))})`,
      ]);
    }
  }
  table(
    '9. Stacks against CloudFormation limits, CloudFront Functions against 10 KB (plain: cdk.json as is; everything: emails, alarms, edge, domain on; web build if built)',
    rows,
  );
}
