// A deploy keeps the build it replaces. The site's pages (HTML, sw.js, config.json) are deployed and
// pruned as before, but assets/ (content-hashed names) is deployed without pruning, with a small
// manifest per build (builds/<build>.json: the build and its asset keys, dated by S3 at its first
// upload). Once a day this sweep deletes the assets that no build in its grace period names: a build
// stays in its grace until DEPLOY_GRACE_DAYS after the next deploy, the current build always. So a
// phone holding a page of the previous build (the service worker keeps one up to as long) still finds
// its scripts, online; offline, its worker kept them too (web/vite.config.ts keepPreviousBuilds).
// Not an S3 lifecycle rule by age: the deployment zips files with fixed times, so an unchanged asset
// keeps its first upload's date and a rule by age would delete a file the current build still uses.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_GRACE_DAYS } from '@bookwish/shared/web/deploy-grace';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ASSETS_PREFIX, BUILDS_PREFIX, type BuildManifest } from './asset-sweep-rules.ts';
import { loggingRole } from './function-role.ts';
import { ESM_REQUIRE_BANNER, NODE_TARGET } from './handler-build.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';
import { repoRoot } from './paths.ts';

export const ASSET_SWEEP_DESCRIPTION = `Site assets: deletes those no build of the last ${DEPLOY_GRACE_DAYS} days names, daily`;

/** The manifest of the web build in webDistDir, or undefined when it has no assets/ (not built). */
export function buildManifest(webDistDir: string): BuildManifest | undefined {
  const dir = join(webDistDir, 'assets');
  if (!existsSync(dir)) return undefined;
  const assets = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `${ASSETS_PREFIX}${join(entry.parentPath.slice(dir.length), entry.name).replace(/^\//, '')}`,
    )
    .sort();
  const build = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  return { build, assets };
}

export interface AssetSweepProps {
  siteBucket: s3.IBucket;
  /** The build the site serves after this deploy (never swept). */
  currentBuild: string;
}

export class AssetSweep extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: AssetSweepProps) {
    super(scope, id);
    const { role, logGroup } = loggingRole(this, ASSET_SWEEP_DESCRIPTION);
    const bucket = props.siteBucket;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${ASSETS_PREFIX}*`, `${BUILDS_PREFIX}*`] } },
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects(`${BUILDS_PREFIX}*`)],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: [bucket.arnForObjects(`${ASSETS_PREFIX}*`)],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Object keys are content-hashed build files: the sweep reads any manifest under builds/ and deletes only under assets/ of the site bucket.',
        },
      ],
      true,
    );
    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: join(repoRoot, 'infra', 'src', 'asset-sweep-handler.ts'),
      handler: 'handler',
      description: ASSET_SWEEP_DESCRIPTION,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(2),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      environment: {
        SITE_BUCKET: bucket.bucketName,
        CURRENT_BUILD: props.currentBuild,
        GRACE_DAYS: String(DEPLOY_GRACE_DAYS),
      },
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: NODE_TARGET,
        platform: 'node',
        minify: true,
        externalModules: [],
        // The AWS SDK's CommonJS parts call require: the same banner as the route handlers.
        banner: ESM_REQUIRE_BANNER,
        // Bundle with the esbuild installed at the repo root: no Docker, no network.
        forceDockerBundling: false,
        logLevel: nodejs.LogLevel.WARNING,
      },
    });
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason: RUNTIME_NAG_REASON,
      },
    ]);
    this.rule = new events.Rule(this, 'Daily', {
      description: 'Once a day: delete site assets past the deploy grace period',
      schedule: events.Schedule.rate(Duration.days(1)),
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 2 })],
    });
  }
}
