// One Lambda function and one HTTP API route per entry of the route table, and nothing else:
// the table in functions/src/routes.ts is the only place a route is declared.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Route } from '../../functions/src/routes.ts';
import { repoRoot } from './paths.ts';
import { type GrantTargets, statementsFor } from './route-grants.ts';

export interface RouteFunctionsProps {
  routes: readonly Route[];
  httpApi: apigwv2.HttpApi;
  handlersDir: string;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

// The AWS SDK is bundled (externalModules: []) and the output is ESM; some SDK dependencies still
// call require(), which an ESM bundle lacks unless this banner brings it back.
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __bookwishCreateRequire}from'node:module';const require=__bookwishCreateRequire(import.meta.url);";

/** Modules swapped at bundle time, relative to the repo root (esbuild's working directory). */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': './infra/src/lambda-credentials.ts',
};

/** The esbuild settings every handler is built with; the bundle-size script uses the same ones. */
export const bundling: nodejs.BundlingOptions = {
  format: nodejs.OutputFormat.ESM,
  target: 'node22',
  platform: 'node',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // sharp is native (libvips): never bundled, loaded lazily, installed beside the image functions.
  externalModules: ['sharp'],
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  esbuildArgs: Object.fromEntries(
    Object.entries(BUNDLE_ALIASES).map(([module, replacement]) => [`--alias:${module}`, replacement]),
  ),
  // Bundle with the esbuild installed at the repo root: no Docker, no network.
  forceDockerBundling: false,
  logLevel: nodejs.LogLevel.WARNING,
};

const IMAGE_FOLDERS = [...Object.values(UPLOAD_FOLDERS), 'processed'].join('|');

/** The sharp version the functions workspace pins, so Lambda runs what the tests ran. */
const SHARP_VERSION: string = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8'))
  .dependencies.sharp;

/** Functions that process images (bucket access `attach`) get sharp's linux-arm64 build installed
 * beside index.mjs after esbuild: npm's prebuilt binaries for the Lambda's arm64, fetched on this x64
 * machine with --cpu/--os/--libc (no Docker). A plain `nodeModules: ['sharp']` would run `npm ci`
 * against the workspace lock, which does not match the one-dependency package.json CDK writes. */
export function withSharp(options: nodejs.BundlingOptions): nodejs.BundlingOptions {
  const install =
    'npm install --no-save --no-package-lock --no-audit --no-fund --omit=dev ' +
    `--cpu=arm64 --os=linux --libc=glibc --prefix`;
  return {
    ...options,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => [
        `${install} "${outputDir}" sharp@${SHARP_VERSION}`,
      ],
    },
  };
}

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export class RouteFunctions extends Construct {
  readonly functions = new Map<string, nodejs.NodejsFunction>();

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    for (const route of props.routes) {
      const entry = join(props.handlersDir, `${route.handler}.ts`);
      if (!existsSync(entry)) {
        throw new Error(
          `Route ${route.method} ${route.path} needs its handler at ${entry}, which does not exist. ` +
            'Every entry of functions/src/routes.ts must have a handler file before synth.',
        );
      }
      const name = pascal(route.handler);
      const logGroup = new logs.LogGroup(this, `${name}Logs`, {
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write only
      // to its own log group, plus exactly what the route table grants.
      const role = new iam.Role(this, `${name}Role`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `${route.method} ${route.path}`,
      });
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      );
      for (const statement of statementsFor(route.access, props.grantTargets)) {
        role.addToPrincipalPolicy(statement);
      }
      const fn = new nodejs.NodejsFunction(this, name, {
        entry,
        handler: 'handler',
        description: `${route.method} ${route.path}`,
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        // Image functions decode up to 50 MP with sharp; Lambda's CPU grows with memory.
        memorySize: route.access.bucket === 'attach' ? 1536 : 512,
        timeout: Duration.seconds(10),
        role,
        logGroup,
        loggingFormat: lambda.LoggingFormat.JSON,
        projectRoot: repoRoot,
        depsLockFilePath: join(repoRoot, 'package-lock.json'),
        environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
        bundling: route.access.bucket === 'attach' ? withSharp(bundling) : bundling,
      });
      NagSuppressions.addResourceSuppressions(fn, [
        {
          id: 'AwsSolutions-L1',
          reason: 'Node.js 22 is the runtime the handlers are built and tested for (esbuild target node22).',
        },
      ]);
      NagSuppressions.addResourceSuppressions(
        role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'Image object keys are made at runtime per member; access is limited to the four upload folders of the spec.',
            appliesTo: [{ regex: `/^Resource::.*ImagesBucket.*Arn.*\\/(${IMAGE_FOLDERS})\\/\\*$/` }],
          },
        ],
        true,
      );
      props.httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${name}Integration`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        }),
      });
      this.functions.set(route.handler, fn);
    }
  }
}
