// The notifier in AWS: the table's stream -> an event source mapping filtered to new event items ->
// one function (functions/src/notify/notifier-adapter.ts, the same the local stream reader calls) ->
// the impact figures, members' pushes, and SES v2 through a configuration set that keeps bounced and
// complaining addresses on the account's suppression list. It is deployed with or without a sender:
// the impact figures and pushes need no email, so a deployment before SES is set up has them too
// (emails off: no SES grant, no configuration set). Partial batch failures are retried alone
// (Powertools batch on the function's side), a poison record ends in an encrypted queue the operators
// are alarmed on.

import { EVENT_ITEM_FILTER } from '@bookwish/shared/storage/stream-filters';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
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

export const NOTIFIER_DESCRIPTION =
  'Impact figures, pushes and emails on each hand-off (table stream -> SES when set up)';

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

export interface NotifierProps {
  stage: string;
  /** The verified SES sender (the sesSender setting); none: no emails, the rest as always. */
  sender?: string;
  /** Region of the SES identity, when not the deploy region (sesRegion). */
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

/** How the notifier sends email, when it does. */
export interface NotifierEmail {
  /** The configuration set, when SES is in the deploy region (a stack makes resources in its own). */
  configurationSet?: ses.ConfigurationSet;
  /** What ses:SendEmail is authorised on for the sender (its address, its domain, the configuration
   * set): the timers sweep's report digest sends with the same grants (sendEmailStatements). */
  sendEmailResources: string[];
  /** In the SES sandbox SendEmail is also authorised on each recipient's identity: every identity of
   * the account in the SES region, for mail from the sender only. */
  recipientIdentities: string;
  /** The settings an email sender needs (the sender, the configuration set, the SES region, the origin). */
  mailEnvironment: Record<string, string>;
}

/** The grants an email sender of this deployment needs (the notifier, the report digest). */
export function sendEmailStatements(email: NotifierEmail, sender: string): iam.PolicyStatement[] {
  return [
    new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: email.sendEmailResources }),
    new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [email.recipientIdentities],
      // The address alone, or with a display name ("Bookwish <hello@...>", as the notifier sends).
      conditions: { StringLike: { 'ses:FromAddress': [sender, `*<${sender}>`] } },
    }),
  ];
}

/** cdk-nag's IAM5 on identity/* of a role with sendEmailStatements: why. */
export const RECIPIENT_IDENTITIES_NAG = {
  id: 'AwsSolutions-IAM5',
  reason:
    'In the SES sandbox, SendEmail is also authorised on each recipient identity (the verified test addresses); limited by condition to mail from the configured sender.',
  appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:ses:.*:identity\\/\\*$/' }],
};

export class Notifier extends Construct {
  readonly function: lambda.Function;
  readonly failures: sqs.Queue;
  /** Set when emails are on (a sender is set). */
  readonly email?: NotifierEmail;

  constructor(scope: Construct, id: string, props: NotifierProps) {
    super(scope, id);
    if (!props.table.tableStreamArn) throw new Error('The notifier needs the table stream.');

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
    if (props.sender) {
      this.email = this.emailFor(props.sender, props);
      for (const statement of sendEmailStatements(this.email, props.sender))
        role.addToPrincipalPolicy(statement);
    }

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
        ...this.email?.mailEnvironment,
        NOTIFY_SECRET_ARN: props.notifySecret.secretArn,
        VAPID_SECRET_ARN: props.pushKeysSecret.secretArn,
      },
      // Only new event items: the pattern the local stream reader applies too (stream-filters.ts).
      filter: EVENT_ITEM_FILTER,
      retry: NOTIFIER_RETRY,
      queueReason:
        'This queue is itself the on-failure destination of the notifier stream mapping; nothing consumes it, an alarm on its depth tells the operators.',
      roleWildcards: this.email ? [RECIPIENT_IDENTITIES_NAG] : [],
    });
    this.function = consumer.function;
    this.failures = consumer.failures;
  }

  /** SendEmail's grants and settings for the sender, in the SES identity's region. */
  private emailFor(sender: string, props: NotifierProps): NotifierEmail {
    const stack = Stack.of(this);
    // The SES region is the deploy region unless sesRegion names another; a configuration set can
    // only be made in the stack's own region, so an identity elsewhere sends without one (the
    // account-level suppression list, on by default, still stops mail to bounced addresses). A synth
    // without a region (no AWS profile: tests) takes it for the deploy region; a deploy always knows.
    const elsewhere =
      props.sesRegion !== undefined && !Token.isUnresolved(stack.region) && props.sesRegion !== stack.region;
    const region = elsewhere ? props.sesRegion : undefined;
    // Bounces and complaints put the address on the account's suppression list, so SES stops
    // sending to it (what keeps the account out of review); reputation metrics feed the alarms.
    const configurationSet = elsewhere
      ? undefined
      : new ses.ConfigurationSet(this, 'Emails', {
          configurationSetName: `bookwish-${props.stage}`,
          suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
          reputationMetrics: true,
          sendingEnabled: true,
        });
    const sesArn = (resource: string, resourceName: string) =>
      stack.formatArn({ service: 'ses', resource, resourceName, ...(region ? { region } : {}) });
    // SendEmail is authorised on the sending identity (the address, or its verified domain) and on
    // the configuration set; in the sandbox on the recipient's identity too.
    const domain = sender.slice(sender.indexOf('@') + 1);
    return {
      configurationSet,
      sendEmailResources: [
        sesArn('identity', sender),
        sesArn('identity', domain),
        ...(configurationSet ? [sesArn('configuration-set', configurationSet.configurationSetName)] : []),
      ],
      recipientIdentities: sesArn('identity', '*'),
      mailEnvironment: {
        SES_SENDER: `Bookwish <${sender}>`,
        ...(configurationSet ? { SES_CONFIGURATION_SET: configurationSet.configurationSetName } : {}),
        ...(region ? { SES_REGION: region } : {}),
        PUBLIC_ORIGIN: props.publicOrigin,
      },
    };
  }
}
