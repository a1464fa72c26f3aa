// One Lambda function and one HTTP API route per entry of the route table it is given, and nothing
// else: the table in functions/src/routes.ts is the only place a route is declared (route-stacks.ts
// hands each stack its share of it).

import { EXPORT_BUILD_SECONDS, UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Route } from '../../functions/src/routes.ts';
import type { HandlerCode } from './handler-code.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';
import { RECIPIENT_IDENTITIES_NAG } from './notifier.ts';
import { type GrantTargets, statementsFor } from './route-grants.ts';

export interface RouteFunctionsProps {
  routes: readonly Route[];
  /** The API the routes are added to (it may live in another stack). */
  httpApi: apigwv2.IHttpApi;
  environment: Record<string, string>;
  /** Added to the functions of routes that call Open Library (Access.openLibrary). */
  openLibraryEnvironment: Record<string, string>;
  grantTargets: GrantTargets;
  /** The app's one build of every handler. */
  code: HandlerCode;
  /** Where email is set up: what a route that sends email itself (Access.mail) is granted and told. */
  mail?: RouteMail;
}

/** The notifier's sender, for a route that sends email itself (a Writer's Spotlight decision). */
export interface RouteMail {
  statements: iam.PolicyStatement[];
  environment: Record<string, string>;
}

const IMAGE_FOLDERS = [...Object.values(UPLOAD_FOLDERS), 'processed'].join('|');

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

export class RouteFunctions extends Construct {
  readonly functions = new Map<string, lambda.Function>();

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
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
      const mail = route.access.mail ? props.mail : undefined;
      for (const statement of mail?.statements ?? []) role.addToPrincipalPolicy(statement);
      if (mail) NagSuppressions.addResourceSuppressions(role, [RECIPIENT_IDENTITIES_NAG], true);
      const code = props.code.codeFor(route.handler, { sharp: route.access.bucket === 'attach' });
      const fn = new lambda.Function(this, name, {
        code,
        handler: 'index.handler',
        description: `${route.method} ${route.path}`,
        runtime: LAMBDA_RUNTIME,
        architecture: lambda.Architecture.ARM_64,
        // Decoding a phone photo with sharp wants memory (and the CPU that comes with it); an export
        // holds the member's photos and their zip in memory.
        memorySize: route.access.bucket === 'attach' ? 1536 : route.access.exports === 'make' ? 1024 : 512,
        // An export reads every post and photo of a member: up to the HTTP API's 30 s, not 10 s (the
        // same limit tells a dead build from a slow one, functions/src/app/member-export-once.ts).
        timeout: Duration.seconds(route.access.exports === 'make' ? EXPORT_BUILD_SECONDS : 10),
        role,
        logGroup,
        loggingFormat: lambda.LoggingFormat.JSON,
        environment: {
          ...props.environment,
          ...(route.access.notifySecret ? { NOTIFY_SECRET_ARN: props.grantTargets.notifySecretArn } : {}),
          ...(route.access.vapidKeys ? { VAPID_SECRET_ARN: props.grantTargets.pushKeysSecretArn } : {}),
          ...(route.access.openLibrary ? props.openLibraryEnvironment : {}),
          ...(mail ? mail.environment : {}),
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
      // In this construct's stack, not the API's (httpApi.addRoutes would put every route there).
      const apiRoute = new apigwv2.HttpRoute(this, `${name}Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        }),
      });
      NagSuppressions.addResourceSuppressions(apiRoute, [
        {
          id: 'AwsSolutions-APIG4',
          reason:
            'Handlers verify the Cognito token themselves (aws-jwt-verify): public reads accept an optional token, which an API Gateway authorizer cannot express, and the same check runs locally.',
        },
      ]);
      this.functions.set(route.handler, fn);
    }
  }
}
