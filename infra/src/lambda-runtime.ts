// The one Lambda runtime every function runs on, and the esbuild target that matches it: Node.js 24,
// the current LTS (Lambda supports it until 2028; Node.js 22's support ends in April 2027).
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NODE_TARGET } from './handler-build.ts';

export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** cdk-nag's AwsSolutions-L1 (latest runtime) on every function: why this runtime is the one. */
export const RUNTIME_NAG_REASON = `Node.js 24 (the current LTS) is the runtime the handlers are built and tested for (esbuild target ${NODE_TARGET}).`;
