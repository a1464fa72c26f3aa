// One Lambda function and one HTTP API route per entry of the route table, and nothing else:
// the table in functions/src/routes.ts is the only place a route is declared.

import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Entry, Route } from '../../functions/src/routes.ts';
import { buildHandlers } from './handler-build.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';
import { functionsSrcDir } from './paths.ts';
import { type GrantTargets, statementsFor } from './route-grants.ts';
import { copySharpArm64 } from './sharp-arm64.ts';

export interface RouteFunctionsProps {
  routes: readonly Route[];
  httpApi: apigwv2.HttpApi;
  environment: Record<string, string>;
  /** Added to the functions of routes that call Open Library (Access.openLibrary). */
  openLibraryEnvironment: Record<string, string>;
  grantTargets: GrantTargets;
  /** Functions without a route (the notifier), by name, built in the same esbuild run as the routes'. */
  alsoBundle?: Readonly<Record<string, Entry>>;
}

const IMAGE_FOLDERS = [...Object.values(UPLOAD_FOLDERS), 'processed'].join('|');

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export class RouteFunctions extends Construct {
  readonly functions = new Map<string, lambda.Function>();
  private readonly entries: Readonly<Record<string, Entry>>;

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    // One esbuild run for all functions, started by the first asset CDK actually bundles (never when
    // bundling is skipped, as in the template tests); each function's asset copies its own output.
    // Every route names its entry (tsc checks it), so there is no handler file to look for here.
    this.entries = {
      ...Object.fromEntries(props.routes.map((route) => [route.handler, route.entry])),
      ...props.alsoBundle,
    };
    for (const route of props.routes) {
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
      const code = this.codeFor(route.handler, { sharp: route.access.bucket === 'attach' });
      const fn = new lambda.Function(this, name, {
        code,
        handler: 'index.handler',
        description: `${route.method} ${route.path}`,
        runtime: LAMBDA_RUNTIME,
        architecture: lambda.Architecture.ARM_64,
        // Decoding a phone photo with sharp wants memory (and the CPU that comes with it); an export
        // holds the member's photos and their zip in memory.
        memorySize: route.access.bucket === 'attach' ? 1536 : route.access.exports === 'make' ? 1024 : 512,
        // An export reads every post and photo of a member: up to the HTTP API's 30 s, not 10 s.
        timeout: Duration.seconds(route.access.exports === 'make' ? 28 : 10),
        role,
        logGroup,
        loggingFormat: lambda.LoggingFormat.JSON,
        environment: {
          ...props.environment,
          ...(route.access.notifySecret ? { NOTIFY_SECRET_ARN: props.grantTargets.notifySecretArn } : {}),
          ...(route.access.vapidKeys ? { VAPID_SECRET_ARN: props.grantTargets.pushKeysSecretArn } : {}),
          ...(route.access.openLibrary ? props.openLibraryEnvironment : {}),
          NODE_OPTIONS: '--enable-source-maps',
        },
      });
      NagSuppressions.addResourceSuppressions(fn, [
        {
          id: 'AwsSolutions-L1',
          reason: RUNTIME_NAG_REASON,
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
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "Members' data archives are named at runtime per member under exports/ (route-grants.ts EXPORT_ACTIONS).",
            appliesTo: [{ regex: '/^Resource::.*ImagesBucket.*Arn.*\\/exports\\/\\*$/' }],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'The search route reads the one stored search index, under search/ (GetObject only, route-grants.ts).',
            appliesTo: [{ regex: '/^Resource::.*ImagesBucket.*Arn.*\\/search\\/\\*$/' }],
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

  /** A handler's Lambda code: its own copy of the shared build's index.mjs (+ map, + sharp if asked). */
  codeFor(handler: string, options: { sharp?: boolean } = {}): lambda.Code {
    if (!(handler in this.entries)) {
      throw new Error(`${handler} is not in the shared build: add it to the route table or alsoBundle.`);
    }
    const { entries } = this;
    return lambda.Code.fromAsset(functionsSrcDir, {
      // The asset is the bundle (index.mjs + its source map), hashed by content like NodejsFunction's.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: local bundling always succeeds, so no Docker is needed.
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-alpine'),
        // CDK caches staged assets by source path and options (tryBundle is not part of the key):
        // the handler name keeps each function's asset its own.
        environment: { BOOKWISH_HANDLER: handler },
        local: {
          tryBundle(outputDir) {
            const bundle = buildHandlers(entries).get(handler);
            if (!bundle) throw new Error(`No bundle was built for ${handler}`);
            for (const file of ['index.mjs', 'index.mjs.map']) {
              copyFileSync(join(bundle.dir, file), join(outputDir, file));
            }
            // Image functions load sharp lazily from node_modules beside the bundle.
            if (options.sharp) copySharpArm64(outputDir);
            return true;
          },
        },
      },
    });
  }
}
