// The notifier in AWS: the table's stream -> an event source mapping filtered to new event items ->
// one function (functions/src/notify/notifier-adapter.ts, the same the local stream reader calls) ->
// SES v2 through a configuration set that keeps bounced and complaining addresses on the account's
// suppression list. Partial batch failures are retried alone (Powertools batch on the function's
// side), a poison record ends in an encrypted queue the operators are alarmed on.

import { EVENT_KEY_PREFIXES, tableSchema } from '@bookwish/shared/storage/table-schema';
import { Duration, Stack, Token } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { loggingRole } from './function-role.ts';
import { type StreamRetry, streamConsumer } from './stream-consumer.ts';

export const NOTIFIER_DESCRIPTION = 'Emails members on each hand-off (table stream -> SES)';

/** What the notifier does with the table: read a post's state and a member's settings, put and delete
 * its once-per-event marker; fold each event into the impact figures (a post's impact record put and
 * the months ADDed to in one transaction, the post's events read when it folds several); and one Query
 * of an index, the book-alert one only (NOTIFIER_INDEX_ACTIONS). */
export const NOTIFIER_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:DeleteItem',
  'dynamodb:UpdateItem',
  'dynamodb:Query',
] as const;

/** A new treat finds the open wishes of its book: Query on the byMatch index, no other index. */
export const NOTIFIER_INDEX_ACTIONS = ['dynamodb:Query'] as const;

export const NOTIFIER_RETRY: StreamRetry = {
  retryAttempts: 5,
  maxRecordAge: Duration.hours(6),
  batchSize: 10,
};

/** Only new event items (`POST#<id>` / `EV#<seq>`, entity "event"): the same records the local
 * stream reader hands the notifier (functions/src/local/stream-reader.ts isEventItem). */
export function eventItemFilter(): Record<string, unknown> {
  return {
    eventName: ['INSERT'],
    dynamodb: {
      Keys: {
        [tableSchema.partitionKey]: { S: [{ prefix: EVENT_KEY_PREFIXES.pk }] },
        [tableSchema.sortKey]: { S: [{ prefix: EVENT_KEY_PREFIXES.sk }] },
      },
      NewImage: { entity: { S: ['event'] } },
    },
  };
}

export interface NotifierProps {
  stage: string;
  /** The verified SES sender (the sesSender setting). */
  sender: string;
  /** Region of the SES identity, when set (sesRegion); must be the deploy region. */
  sesRegion?: string;
  code: lambda.Code;
  table: dynamodb.ITable;
  userPool: cognito.IUserPool;
  notifySecret: secretsmanager.ISecret;
  /** The push keys (VAPID) it signs each push with. */
  pushKeysSecret: secretsmanager.ISecret;
  /** The site's origin: the links in every email. */
  publicOrigin: string;
}

export class Notifier extends Construct {
  readonly function: lambda.Function;
  readonly failures: sqs.Queue;
  readonly configurationSet: ses.ConfigurationSet;
  /** What ses:SendEmail is authorised on (the sender, its domain, the configuration set): the timers
   * sweep's report digest sends with the same grant. */
  readonly sendEmailResources: string[];
  /** The settings an email sender needs (the sender, the configuration set, the site's origin). */
  readonly mailEnvironment: Record<string, string>;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    const stack = Stack.of(this);
    if (props.sesRegion && !Token.isUnresolved(stack.region) && props.sesRegion !== stack.region) {
      throw new Error(
        `Notification emails are sent through SES in the deploy region (${stack.region}): verify "sesSender" there, or drop "sesRegion" (${props.sesRegion}).`,
      );
    }
    if (!props.table.tableStreamArn) throw new Error('The notifier needs the table stream.');

    // Bounces and complaints put the address on the account's suppression list, so SES stops
    // sending to it (what keeps the account out of review); reputation metrics feed the alarms.
    this.configurationSet = new ses.ConfigurationSet(this, 'Emails', {
      configurationSetName: `bookwish-${props.stage}`,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });

    const { role, logGroup } = loggingRole(this, NOTIFIER_DESCRIPTION);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [...NOTIFIER_TABLE_ACTIONS], resources: [props.table.tableArn] }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...NOTIFIER_INDEX_ACTIONS],
        resources: [`${props.table.tableArn}/index/${tableSchema.indexes.byMatch.name}`],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminGetUser'],
        resources: [props.userPool.userPoolArn],
      }),
    );
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.notifySecret.secretArn, props.pushKeysSecret.secretArn],
      }),
    );
    // SendEmail is authorised on the sending identity (the address, or its verified domain) and on
    // the configuration set: those three, nothing else.
    const domain = props.sender.slice(props.sender.indexOf('@') + 1);
    const sesArn = (resource: string, resourceName: string) =>
      stack.formatArn({ service: 'ses', resource, resourceName });
    this.sendEmailResources = [
      sesArn('identity', props.sender),
      sesArn('identity', domain),
      sesArn('configuration-set', this.configurationSet.configurationSetName),
    ];
    this.mailEnvironment = {
      SES_SENDER: `Bookwish <${props.sender}>`,
      SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
      PUBLIC_ORIGIN: props.publicOrigin,
    };
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: this.sendEmailResources }),
    );

    const consumer = streamConsumer(this, {
      table: props.table,
      code: props.code,
      description: NOTIFIER_DESCRIPTION,
      role,
      logGroup,
      memorySize: 512,
      // A batch of 10 records, each a few calls (a new treat: up to ALERTS_PER_TREAT emails): seconds;
      // room for a slow SES or Cognito answer.
      timeout: Duration.seconds(60),
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        PUBLIC_ORIGIN: props.publicOrigin,
        SES_SENDER: `Bookwish <${props.sender}>`,
        SES_CONFIGURATION_SET: this.configurationSet.configurationSetName,
        NOTIFY_SECRET_ARN: props.notifySecret.secretArn,
        VAPID_SECRET_ARN: props.pushKeysSecret.secretArn,
      },
      filter: eventItemFilter(),
      retry: NOTIFIER_RETRY,
      queueReason:
        'This queue is itself the on-failure destination of the notifier stream mapping; nothing consumes it, an alarm on its depth tells the operators.',
    });
    this.function = consumer.function;
    this.failures = consumer.failures;
  }
}
