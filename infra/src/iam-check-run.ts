// `npm test`'s last phase (functions/src/local/test-all.ts): the calls the integration and browser suites
// recorded (BOOKWISH_AWS_CALLS, or the file given) evaluated against the roles of the app as `cdk synth`
// builds it with email on (the notifier and the report digest exist only then). Exits 1 on any call a
// role would deny, and when nothing was recorded: an empty recording proves nothing.
//   npx tsx infra/src/iam-check-run.ts [calls.jsonl]

import { existsSync } from 'node:fs';
import { AWS_CALLS_FILE_ENV } from '@bookwish/shared/storage/aws-calls';
import { checkCalls, describeCheck, readCalls, synthesisedTemplates } from './iam-check.ts';
import { templateFunctions } from './iam-template.ts';

const file = process.argv[2] ?? process.env[AWS_CALLS_FILE_ENV];
if (!file || !existsSync(file) || readCalls(file).length === 0) {
  console.error(
    `IAM check: nothing was recorded (${file ?? `no ${AWS_CALLS_FILE_ENV}`}), so no call is proven allowed. ` +
      `Run the integration or browser suites with ${AWS_CALLS_FILE_ENV}=<file> first (npm test does).`,
  );
  process.exit(1);
}
const calls = readCalls(file);
const started = Date.now();
const functions = templateFunctions(synthesisedTemplates());
console.log(`IAM check: ${calls.length} recorded calls; the app synthesised in ${Date.now() - started} ms.`);
const result = await checkCalls(calls, functions);
console.log(describeCheck(result));
if (result.denials.length > 0) process.exit(1);
