// The hold timers' sweep in AWS: one function (functions/src/handlers/timers-sweep.ts, the
// same handler the local stack calls on its timer) invoked by an EventBridge rule every
// SWEEP_EVERY_MINUTES. Least privilege: it queries the due index, and reads, appends to (a transaction
// of two puts) and blanks addresses in post partitions only. Where email is set up (the notifier
// exists) the same sweep sends the volunteers' report digest: it may also query the byReview index,
// claim and release the digest's marker (DIGEST# partition), read a volunteer's language (MEMBER#
// partitions, GetItem only), list the volunteers group and read a volunteer's address in the user
// pool, and send email as the notifier does; and it sends the Writer's Spotlight decision emails whose
// first send failed: it may query, claim and delete their marks (the SPOTLIGHT#MAIL partition only) and
// read the secret that signs their unsubscribe links.

import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { SWEEP_EVERY_MINUTES, timersSweepEntry } from '../../functions/src/routes.ts';
import { loggingRole } from './function-role.ts';
import { buildHandlers } from './handler-build.ts';
import { LAMBDA_RUNTIME, RUNTIME_NAG_REASON } from './lambda-runtime.ts';
import { RECIPIENT_IDENTITIES_NAG } from './notifier.ts';
import { functionsSrcDir } from './paths.ts';

export const TIMERS_HANDLER = 'timers-sweep';
export const TIMERS_DESCRIPTION = `Hold timers: reminders, lapses and address erasure, every ${SWEEP_EVERY_MINUTES} minutes`;

/** What the sweep may do in the table, and nothing more. */
export const TIMERS_TABLE_ACTIONS = {
  /** The due index. */
  query: ['dynamodb:Query'],
  /** Read a post's STATE and events; append an event and the new STATE (TransactWriteItems is
   * authorised per put); blank the address in its events (the erasure after close). */
  posts: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  /** The report digest: its marker (a conditional put; deleted when every send failed). */
  digestMarker: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
  /** The report digest: a volunteer's email language (and a giveaway winner's). */
  memberSettings: ['dynamodb:GetItem'],
  /** The giveaways' winner emails: the giveaways (a Query) and each email's claim (a conditional put;
   * deleted when its send failed). */
  giveaways: ['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
  /** The Writer's Spotlight decision emails still owed: their marks (a Query), each one's claim (a
   * conditional update, removed when its send failed) and its deletion once sent. */
  spotlightMail: ['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
} as const;

/** The owed decision emails' partition (functions/src/store/spotlight-store.ts). */
export const SPOTLIGHT_MAIL_PARTITION = 'SPOTLIGHT#MAIL';

/** The report digest's user-pool calls: who is in the volunteers group, and their address. */
export const DIGEST_COGNITO_ACTIONS = ['cognito-idp:ListUsersInGroup', 'cognito-idp:AdminGetUser'] as const;

export interface ReportDigestProps {
  userPoolArn: string;
  userPoolId: string;
  /** The email sender's grants (notifier.ts sendEmailStatements). */
  sendEmail: iam.PolicyStatement[];
  mailEnvironment: Record<string, string>;
  /** The secret that signs unsubscribe links (a decision email carries one). */
  notifySecretArn: string;
}

export interface TimersSweepProps {
  tableArn: string;
  environment: Record<string, string>;
  /** Email is set up: the sweep also sends the volunteers' report digest. */
  digest?: ReportDigestProps;
}

export class TimersSweep extends Construct {
  readonly function: lambda.Function;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: TimersSweepProps) {
    super(scope, id);
    const { role, logGroup } = loggingRole(this, TIMERS_DESCRIPTION);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...TIMERS_TABLE_ACTIONS.query],
        resources: [`${props.tableArn}/index/${tableSchema.indexes.byDue.name}`],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...TIMERS_TABLE_ACTIONS.posts],
        resources: [props.tableArn],
        // Post partitions only: never a member's settings, a contact message or an audit record.
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['POST#*'] } },
      }),
    );

    const digest = props.digest;
    if (digest) {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...TIMERS_TABLE_ACTIONS.query],
          resources: [`${props.tableArn}/index/${tableSchema.indexes.byReview.name}`],
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...TIMERS_TABLE_ACTIONS.digestMarker],
          resources: [props.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['DIGEST#*'] } },
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...TIMERS_TABLE_ACTIONS.memberSettings],
          resources: [props.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEMBER#*'] } },
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...TIMERS_TABLE_ACTIONS.giveaways],
          resources: [props.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['GIVEAWAY#*'] } },
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: [...TIMERS_TABLE_ACTIONS.spotlightMail],
          resources: [props.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [SPOTLIGHT_MAIL_PARTITION] } },
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [digest.notifySecretArn],
        }),
      );
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: [...DIGEST_COGNITO_ACTIONS], resources: [digest.userPoolArn] }),
      );
      for (const statement of digest.sendEmail) role.addToPrincipalPolicy(statement);
      NagSuppressions.addResourceSuppressions(role, [RECIPIENT_IDENTITIES_NAG], true);
    }

    const code = lambda.Code.fromAsset(functionsSrcDir, {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Never used: local bundling always succeeds (as for the route functions).
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-alpine'),
        environment: { BOOKWISH_HANDLER: TIMERS_HANDLER },
        local: {
          tryBundle(outputDir) {
            const bundle = buildHandlers({ [TIMERS_HANDLER]: timersSweepEntry }).get(TIMERS_HANDLER);
            if (!bundle) throw new Error(`No bundle was built for ${TIMERS_HANDLER}`);
            for (const file of ['index.mjs', 'index.mjs.map']) {
              copyFileSync(join(bundle.dir, file), join(outputDir, file));
            }
            return true;
          },
        },
      },
    });
    this.function = new lambda.Function(this, 'Function', {
      code,
      handler: 'index.handler',
      description: TIMERS_DESCRIPTION,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // A sweep handles at most 1,000 posts one by one; the next one picks up the rest.
      timeout: Duration.minutes(5),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        ...props.environment,
        ...(digest
          ? {
              ...digest.mailEnvironment,
              USER_POOL_ID: digest.userPoolId,
              NOTIFY_SECRET_ARN: digest.notifySecretArn,
            }
          : {}),
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason: RUNTIME_NAG_REASON,
      },
    ]);

    this.rule = new events.Rule(this, 'Schedule', {
      description: TIMERS_DESCRIPTION,
      schedule: events.Schedule.rate(Duration.minutes(SWEEP_EVERY_MINUTES)),
      // A missed sweep is made up by the next one: no long retries that would overlap it.
      targets: [
        new targets.LambdaFunction(this.function, {
          retryAttempts: 2,
          maxEventAge: Duration.minutes(SWEEP_EVERY_MINUTES),
        }),
      ],
    });
  }
}
