// Code and routing, replaceable at will: the HTTP API, CloudFront, the web build and the background
// functions; the route functions live in the route stacks (route-stacks.ts), which add their routes to
// this API. Receives the stateful resources as props (cross-stack references, never the reverse).
import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { backgroundHandlers, type Route } from '../../functions/src/routes.ts';
import { HandlerCode } from './handler-code.ts';
import { ImageInvalidation } from './image-invalidation.ts';
import { ImagesCors } from './images-cors.ts';
import { Notifier, sendEmailStatements } from './notifier.ts';
import { Operations } from './operations.ts';
import { PostPages } from './post-pages.ts';
import type { RouteMail } from './route-functions.ts';
import { SEARCH_INDEXER_HANDLER, SearchIndexer } from './search-indexer.ts';
import type { Settings } from './settings.ts';
import { Site } from './site.ts';
import type { TableShape } from './table-shape.ts';
import { TimersSweep } from './timers-sweep.ts';

/** Steady requests per second and burst for every route: plenty for a community site, a cap on abuse. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

export interface StatelessStackProps extends StackProps {
  settings: Settings;
  routes: readonly Route[];
  webDistDir: string;
  table: dynamodb.ITable;
  tableShape: TableShape;
  imagesBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  notifySecret: secretsmanager.ISecret;
  /** The push keys (VAPID): the notifier signs with them, GET /api/me/push hands out the public half. */
  pushKeysSecret: secretsmanager.ISecret;
  /** The edge stack's WAF web ACL (context edgeRateLimit), attached to the distribution. */
  webAclArn?: string;
}

export class StatelessStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  /** Every handler's code, from the one build the route stacks share. */
  readonly handlerCode: HandlerCode;
  /** The settings every route function reads (config.ts), and those only Open Library's callers get. */
  readonly routeEnvironment: Record<string, string>;
  readonly openLibraryEnvironment: Record<string, string>;
  readonly site: Site;
  readonly notifier: Notifier | undefined;
  /** The sender a route that sends email itself uses (Access.mail), where email is set up. */
  readonly routeMail: RouteMail | undefined;
  readonly operations: Operations;
  readonly timers: TimersSweep;
  readonly searchIndexer: SearchIndexer;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.httpApi = new apigwv2.HttpApi(this, 'Api', {
      description: `Bookwish ${settings.stage} API (reached through CloudFront /api/*)`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });

    // Share previews of posts; PUBLIC_ORIGIN would be a cycle (the distribution names this origin),
    // so the function reads the viewer's host from a header unless a custom domain is set.
    const postPages = new PostPages(this, 'PostPages', {
      table: props.table,
      webDistDir: props.webDistDir,
      environment: {
        TABLE_NAME: props.table.tableName,
        PUBLIC_ORIGIN: settings.domainName ? `https://${settings.domainName}` : '',
      },
    });

    // What CloudFront adds to every API request and the API checks (functions/src/http/origin-check.ts),
    // so the execute-api address answers no one else: made by Secrets Manager at the first deploy, so
    // the value is in no template or cloud assembly. CloudFormation resolves it into the distribution's
    // origin header and the route functions' environment (dynamic references): both show it to who
    // may read those configurations in the account, as CloudFront's would anyway, and a function needs
    // no call to Secrets Manager at start. A new value (secret replaced) reaches both in the same deploy.
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `Bookwish ${settings.stage}: the header CloudFront adds to API requests; the API refuses any without it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    NagSuppressions.addResourceSuppressions(originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFront reads it only at deploy (a dynamic reference): a rotation would not reach the distribution until the next deploy, and the API would refuse every request meanwhile.',
      },
    ]);
    const originSecretValue = originSecret.secretValue.unsafeUnwrap();

    this.site = new Site(this, 'Site', {
      originSecret: originSecretValue,
      postPages: postPages.behavior,
      listPages: postPages.listBehavior,
      settings,
      httpApi: this.httpApi,
      imagesBucket: props.imagesBucket,
      logsBucket: props.logsBucket,
      webDistDir: props.webDistDir,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      webAclArn: props.webAclArn,
    });

    const allowedOrigins = [`https://${this.site.distribution.distributionDomainName}`];
    if (settings.domainName) allowedOrigins.unshift(`https://${settings.domainName}`);
    new ImagesCors(this, 'ImagesCors', { bucket: props.imagesBucket, allowedOrigins });

    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      IMAGES_BUCKET: props.imagesBucket.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      PUBLIC_ORIGIN: this.site.origin,
      STAGE: settings.stage,
      ORIGIN_SECRET: originSecretValue,
    };
    if (settings.sesSender) environment.SES_SENDER = settings.sesSender;
    // Only the book routes call Open Library; every other function goes without the setting.
    const openLibraryEnvironment = {
      OPEN_LIBRARY_URL: settings.openLibraryUrl,
      OPEN_LIBRARY_COVERS_URL: settings.openLibraryCoversUrl,
    };

    this.routeEnvironment = environment;
    this.openLibraryEnvironment = openLibraryEnvironment;
    // One build of every route's handler and the background ones: the background handlers are always
    // in it, so synth with or without sesSender shares one esbuild run and cache. Every route names its
    // entry (tsc checks it), so there is no handler file to look for here.
    this.handlerCode = new HandlerCode({
      ...Object.fromEntries(props.routes.map((route) => [route.handler, route.entry])),
      ...backgroundHandlers,
    });

    // The impact figures and pushes need no email: the notifier is always there, sending emails
    // once a verified SES sender is set.
    this.notifier = new Notifier(this, 'Notifier', {
      stage: settings.stage,
      sender: settings.sesSender,
      sesRegion: settings.sesRegion,
      code: this.handlerCode.codeFor('notify-stream'),
      table: props.table,
      userPool: props.userPool,
      notifySecret: props.notifySecret,
      pushKeysSecret: props.pushKeysSecret,
      publicOrigin: this.site.origin,
    });
    this.routeMail =
      this.notifier.email && settings.sesSender
        ? {
            statements: sendEmailStatements(this.notifier.email, settings.sesSender),
            environment: this.notifier.email.mailEnvironment,
          }
        : undefined;
    if (!settings.sesSender) {
      Annotations.of(this).addWarning(
        'No "sesSender" set: members get no hand-off emails until SES is set up (infra/README.md, "Emails in AWS").',
      );
    }
    // Search: the stored index kept current from the table's stream.
    this.searchIndexer = new SearchIndexer(this, 'SearchIndexer', {
      code: this.handlerCode.codeFor(SEARCH_INDEXER_HANDLER),
      table: props.table,
      bucket: props.imagesBucket,
      stage: settings.stage,
    });
    this.operations = new Operations(this, 'Operations', {
      stage: settings.stage,
      opsEmail: settings.opsEmail,
      monthlyBudgetUsd: settings.monthlyBudgetUsd,
      httpApi: this.httpApi,
      notifier: this.notifier,
      searchIndexer: this.searchIndexer,
    });
    if (!settings.opsEmail) {
      Annotations.of(this).addWarning(
        'No "opsEmail" set: alarms and the cost budget notify an SNS topic nobody is subscribed to.',
      );
    }
    // Hold timers: the due index swept on a schedule.
    this.timers = new TimersSweep(this, 'Timers', {
      tableArn: props.table.tableArn,
      environment: { TABLE_NAME: props.table.tableName, STAGE: settings.stage },
      // The volunteers' report digest rides the sweep where email is set up.
      ...(this.notifier.email && settings.sesSender
        ? {
            digest: {
              userPoolArn: props.userPool.userPoolArn,
              userPoolId: props.userPool.userPoolId,
              sendEmail: sendEmailStatements(this.notifier.email, settings.sesSender),
              mailEnvironment: this.notifier.email.mailEnvironment,
              notifySecretArn: props.notifySecret.secretArn,
            },
          }
        : {}),
    });

    // A deleted photo or avatar leaves CloudFront's caches too (served images are cached a year).
    this.operations.watchImageInvalidations(
      new ImageInvalidation(this, 'ImageInvalidation', {
        imagesBucket: props.imagesBucket,
        distribution: this.site.distribution,
      }),
    );
    new CfnOutput(this, 'SiteUrl', { value: this.site.origin });
    new CfnOutput(this, 'DistributionDomain', { value: this.site.distribution.distributionDomainName });
    // Where alarms and the budget go: infra/README.md says how to add a second address to it.
    new CfnOutput(this, 'OpsTopicArn', { value: this.operations.topic.topicArn });
  }
}
