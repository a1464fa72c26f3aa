// Builds the whole app into a CDK App: used by app.ts (cdk synth/deploy) and by the tests, so what
// the tests check is exactly what gets deployed.
import { type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type Route, routes as routeTable } from '../../functions/src/routes.ts';
import { suppressCdkInternals } from './nag-suppressions.ts';
import { handlersDir, webDistDir } from './paths.ts';
import { readSettings } from './settings.ts';
import { StatefulStack } from './stateful-stack.ts';
import { StatelessStack } from './stateless-stack.ts';

export interface BuildOptions {
  routes?: readonly Route[];
  handlersDir?: string;
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
  const stateless = new StatelessStack(app, `Bookwish-${settings.stage}-stateless`, {
    settings,
    env,
    description: 'Bookwish code: one function per API route, HTTP API, CloudFront, web app.',
    routes: options.routes ?? routeTable,
    handlersDir: options.handlersDir ?? handlersDir,
    webDistDir: options.webDistDir ?? webDistDir,
    table: stateful.table,
    tableShape: stateful.tableShape,
    imagesBucket: stateful.imagesBucket,
    logsBucket: stateful.logsBucket,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    notifySecret: stateful.notifySecret,
  });
  suppressCdkInternals(stateless);
  Tags.of(app).add('project', 'bookwish');
  Tags.of(app).add('stage', settings.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { settings, stateful, stateless };
}
