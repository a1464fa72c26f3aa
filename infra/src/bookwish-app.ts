// Builds the whole app into a CDK App: used by app.ts (cdk synth/deploy) and by the tests, so what
// the tests check is exactly what gets deployed.
import { type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type Route, routes as routeTable } from '../../functions/src/routes.ts';
import { EDGE_REGION, EdgeStack } from './edge-stack.ts';
import { suppressCdkInternals } from './nag-suppressions.ts';
import { webDistDir } from './paths.ts';
import { readSettings } from './settings.ts';
import { StatefulStack } from './stateful-stack.ts';
import { StatelessStack } from './stateless-stack.ts';

export interface BuildOptions {
  routes?: readonly Route[];
  webDistDir?: string;
}

export function buildBookwish(app: App, options: BuildOptions = {}) {
  const settings = readSettings(app.node);
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
    description: 'Bookwish code: one function per API route, HTTP API, CloudFront, web app.',
    routes: options.routes ?? routeTable,
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
  Tags.of(app).add('project', 'bookwish');
  Tags.of(app).add('stage', settings.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { settings, stateful, stateless, edge };
}
