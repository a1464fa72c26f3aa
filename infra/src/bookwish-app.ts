// Builds the whole app into a CDK App: used by app.ts (cdk synth/deploy) and by the tests, so what
// the tests check is exactly what gets deployed.
import { Annotations, type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type Route, routes as routeTable } from '../../functions/src/routes.ts';
import { EDGE_REGION, EdgeStack } from './edge-stack.ts';
import { suppressCdkInternals } from './nag-suppressions.ts';
import { webDistDir } from './paths.ts';
import { RouteStack, routesByGroup } from './route-stacks.ts';
import { readSettings } from './settings.ts';
import { StatefulStack } from './stateful-stack.ts';
import { StatelessStack } from './stateless-stack.ts';

export interface BuildOptions {
  routes?: readonly Route[];
  webDistDir?: string;
}

/** What turning edgeRateLimit off leaves behind, and how to remove it (infra/README.md, Teardown). */
export function edgeLeftBehind(stage: string): string {
  return `edgeRateLimit is off, so no WAF is attached. If Bookwish-${stage}-edge was deployed before, it stays in ${EDGE_REGION} and its web ACL still bills (about US$6 a month): once this deploy has finished, remove it with "aws cloudformation delete-stack --region ${EDGE_REGION} --stack-name Bookwish-${stage}-edge".`;
}

export function buildBookwish(app: App, options: BuildOptions = {}) {
  const settings = readSettings(app.node);
  const routes = options.routes ?? routeTable;
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const stateful = new StatefulStack(app, `Bookwish-${settings.stage}-stateful`, {
    settings,
    env,
    description: 'Bookwish data: event-store table, images bucket, user pool (all retained).',
  });
  // Cross-region references need both regions known: cdk deploy always has them.
  if (settings.edgeRateLimit && !env.region) {
    throw new Error(
      'Context "edgeRateLimit" needs the deploy account and region (an AWS profile, or CDK_DEFAULT_REGION).',
    );
  }
  const edge = settings.edgeRateLimit
    ? new EdgeStack(app, `Bookwish-${settings.stage}-edge`, {
        stage: settings.stage,
        env: { account: env.account, region: EDGE_REGION },
        crossRegionReferences: true,
        description:
          'Bookwish edge: the WAF rate rule per IP in front of /api/* (CloudFront needs us-east-1).',
      })
    : undefined;
  const stateless = new StatelessStack(app, `Bookwish-${settings.stage}-stateless`, {
    settings,
    env,
    crossRegionReferences: edge !== undefined,
    webAclArn: edge?.webAclArn,
    description: 'Bookwish code: HTTP API, CloudFront, web app, background functions.',
    routes,
    webDistDir: options.webDistDir ?? webDistDir,
    table: stateful.table,
    tableShape: stateful.tableShape,
    imagesBucket: stateful.imagesBucket,
    logsBucket: stateful.logsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    notifySecret: stateful.notifySecret,
    pushKeysSecret: stateful.pushKeysSecret,
  });
  suppressCdkInternals(stateless);
  if (!edge) {
    // cdk deploy --all only deploys the stacks of this app: an edge stack deployed before stays in
    // us-east-1, its web ACL billed, detached from the distribution by this deploy.
    Annotations.of(stateless).addInfo(edgeLeftBehind(settings.stage));
  }
  // The route functions, a stack per group of routes (route-stacks.ts), each adding its routes to the
  // stateless stack's API.
  const grantTargets = {
    tableArn: stateful.table.tableArn,
    indexNames: stateful.tableShape.globalSecondaryIndexes.map((index) => index.indexName),
    bucketArn: stateful.imagesBucket.bucketArn,
    userPoolArn: stateful.userPool.userPoolArn,
    notifySecretArn: stateful.notifySecret.secretArn,
    pushKeysSecretArn: stateful.pushKeysSecret.secretArn,
  };
  const routeStacks = [...routesByGroup(routes)].map(
    ([group, groupRoutes]) =>
      new RouteStack(app, `Bookwish-${settings.stage}-api-${group}`, {
        env,
        description: `Bookwish API routes (${group}): one function per route of the route table.`,
        routes: groupRoutes,
        httpApi: stateless.httpApi,
        environment: stateless.routeEnvironment,
        openLibraryEnvironment: stateless.openLibraryEnvironment,
        grantTargets,
        code: stateless.handlerCode,
        ...(stateless.routeMail ? { mail: stateless.routeMail } : {}),
      }),
  );
  Tags.of(app).add('project', 'bookwish');
  Tags.of(app).add('stage', settings.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { settings, stateful, stateless, routeStacks, edge };
}
