// Everything that holds data and must survive a redeploy: the event-store table, the images bucket,
// the user pool. Kept apart from the functions so replacing code never risks data. Each is retained on
// update and delete, but not when the stack's first create rolls back (CloudFormation's
// RetainExceptOnCreate): a failed first deploy then leaves nothing behind for a retry to duplicate.
// The table and the pool also carry deletion protection (a user pool has no backup: losing it loses
// every member's account), except in the synth of the stage's first create (`firstCreate`, set by
// `npm run deploy`): protection would fail that rollback. The deploy turns it on once all is created.
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import {
  EXPORT_MAX_AGE_DAYS,
  EXPORTS_PREFIX,
  SERVED_PREFIX,
  UPLOAD_MAX_AGE_DAYS,
} from '@bookwish/shared/storage/images-bucket';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { SESSION_DAYS } from '@bookwish/shared/web/session-lifetime';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { Settings } from './settings.ts';
import { SignUpTriggers } from './sign-up-triggers.ts';
import { type KeyAttribute, type TableShape, tableShape } from './table-shape.ts';

/** Days an overwritten or deleted image's old bytes stay in the images bucket (infra/README.md, teardown, and
 * functions/README.md, a member's own data). */
export const NONCURRENT_IMAGE_DAYS = 30;

export const COGNITO_DEFAULT_SENDER_WARNING =
  'No "sesSender" set: sign-up codes and password resets go through Cognito\'s own sender, 50 emails a day and in English only, so sign-ups stop for the day past that. Set up SES and deploy with -c sesSender=... (infra/README.md, "Emails in AWS").';

export const FIRST_CREATE_WARNING =
  'Deletion protection is off on the table and the user pool ("firstCreate"): only for the stage\'s first create, so a failed create can roll back. The next deploy without it turns it on.';

export interface StatefulStackProps extends StackProps {
  settings: Settings;
}

/** Retained on update and delete, removed when the first create rolls back (see above). */
const KEEP = RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
});

export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly tableShape: TableShape = tableShape;
  readonly imagesBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly notifySecret: secretsmanager.Secret;
  readonly pushKeysSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { settings } = props;
    // Off only while the stage is first created (see above).
    const deletionProtection = !settings.firstCreate;
    if (settings.firstCreate) Annotations.of(this).addWarning(FIRST_CREATE_WARNING);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: attribute(tableShape.partitionKey),
      sortKey: attribute(tableShape.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // New images feed the notifications to come (email on offer, ship...), without touching handlers.
      stream: dynamodb.StreamViewType.NEW_IMAGE,
      removalPolicy: KEEP,
      deletionProtection,
      // Rate counters, Idempotency-Key records and notification markers carry their own end; DynamoDB
      // deletes them some time after (free; the code never relies on when).
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
    });
    for (const index of tableShape.globalSecondaryIndexes) {
      if (settings.deferIndexes.includes(index.indexName)) continue;
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // One bucket receives the S3 access logs and the CloudFront logs. CloudFront standard logging
    // writes with ACLs, hence object ownership "bucket owner preferred" here and nowhere else.
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: KEEP,
    });
    NagSuppressions.addResourceSuppressions(this.logsBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket itself; logging it into itself would loop.',
      },
    ]);

    // Private: the browser PUTs through presigned URLs and reads through CloudFront (OAC) only.
    // Its CORS rule names the site origin, which exists only once CloudFront does, so the stateless
    // stack writes it (see site-cors.ts).
    this.imagesBucket = new s3.Bucket(this, 'ImagesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/images/',
      // Versioned, so an image overwritten or deleted by mistake (a bad deploy, an operator's command)
      // can be brought back for NONCURRENT_IMAGE_DAYS; after that S3 removes the old bytes, which no
      // role may read meanwhile (nothing is granted s3:GetObjectVersion, and the edge reads only the
      // current version): a deleted member's photos are gone for good within that many days.
      versioned: true,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'ExpireOldVersions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_IMAGE_DAYS),
        },
        // A delete marker left alone once its old versions are gone: nothing to keep it for.
        { id: 'RemoveLoneDeleteMarkers', expiredObjectDeleteMarker: true },
        // Uploads never attached, refused, or re-PUT after attach: gone after a day (the local
        // stack sweeps the same folders, sweep-uploads.ts), old versions included. Processed images
        // live under processed/. (Where two rules cover a key, S3 applies the shorter expiry.)
        ...Object.values(UPLOAD_FOLDERS).map((folder) => ({
          id: `ExpireUploads-${folder}`,
          prefix: `${folder}/`,
          expiration: Duration.days(UPLOAD_MAX_AGE_DAYS),
          noncurrentVersionExpiration: Duration.days(UPLOAD_MAX_AGE_DAYS),
        })),
        // Members' data archives: their download link lasts minutes, the zip a day at most.
        {
          id: 'ExpireExports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORT_MAX_AGE_DAYS),
          noncurrentVersionExpiration: Duration.days(EXPORT_MAX_AGE_DAYS),
        },
      ],
      removalPolicy: KEEP,
    });
    // Deletions reach EventBridge, which retires deleted images at the edge (image-invalidation.ts).
    // Set on the bucket itself: eventBridgeEnabled would add a notifications custom resource.
    (this.imagesBucket.node.defaultChild as s3.CfnBucket).notificationConfiguration = {
      eventBridgeConfiguration: { eventBridgeEnabled: true },
    };
    // CloudFront (origin access control) may read images. The condition names this account's
    // distributions rather than the one distribution: naming it here would make this stack depend
    // on the stateless one, which already depends on this one.
    this.imagesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsImages',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        // Processed variants only: an upload's unprocessed bytes are never readable through the site.
        resources: [`${this.imagesBucket.bucketArn}/${SERVED_PREFIX}*`],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    const triggers = new SignUpTriggers(this, 'SignUpTriggers', {
      tableArn: this.table.tableArn,
      tableName: this.table.tableName,
    });
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // The display name is checked by the server at sign-up and set once confirmed (it reaches other
      // members' inboxes): the app client below may not write it.
      lambdaTriggers: { preSignUp: triggers.preSignUp, postConfirmation: triggers.postConfirmation },
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      keepOriginal: { email: true },
      // The spec's rule: at least 6 characters, nothing more.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.LITE,
      email: this.userPoolEmail(settings),
      removalPolicy: KEEP,
      deletionProtection,
    });
    this.userPool.addGroup('Volunteers', {
      groupName: 'volunteers',
      description: 'Bookwish volunteers: replay posts, corrective actions, contact inbox.',
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // The SPA signs in with email + password; refresh tokens are always allowed.
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      // A sign-in lasts SESSION_DAYS: the app counts a stored session out after the same time.
      refreshTokenValidity: Duration.days(SESSION_DAYS),
      // No `name` (nor `picture`): the server checks and sets them (pre-sign-up and post-confirmation
      // triggers, PUT /api/me/profile, PUT /api/me/avatar), so no member writes our emails' text.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
    });
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product spec fixes the password rule at a minimum of 6 characters with no classes.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is not in the product spec; members of a small book-gifting community sign in with email and password.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan, out of budget for a small nonprofit; the Lite plan is used.',
      },
    ]);

    // Signs the unsubscribe link in every email. Generated once and kept: a new value would void every
    // link already sent, so it is retained and never rotated.
    this.notifySecret = new secretsmanager.Secret(this, 'NotifySecret', {
      description: 'Bookwish: signs the unsubscribe links in notification emails.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: KEEP,
    });
    NagSuppressions.addResourceSuppressions(this.notifySecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'An HMAC key for unsubscribe links, not a credential: rotating it would void every link already emailed, which must keep working.',
      },
    ]);

    // The push keys (VAPID): a P-256 pair, which Secrets Manager cannot generate. Made with a random
    // placeholder the notifier reads as "no keys" (pushes off, emails as before) until the operator
    // puts a pair in it once (infra/README.md, "After the first deploy": `npx tsx functions/src/cli/push-keys.ts`). Kept and
    // never rotated: a new pair would silently end every device's subscription.
    this.pushKeysSecret = new secretsmanager.Secret(this, 'PushKeysSecret', {
      description: 'Bookwish: the VAPID key pair that signs notifications pushed to members devices.',
      removalPolicy: KEEP,
    });
    NagSuppressions.addResourceSuppressions(this.pushKeysSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The VAPID key pair browsers subscribed with: rotating it would end every device subscription, which members would not notice until pushes stopped.',
      },
    ]);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    // What infra/README.md's runbook asks an operator for (push keys, restores, teardown).
    new CfnOutput(this, 'PushKeysSecretArn', { value: this.pushKeysSecret.secretArn });
    new CfnOutput(this, 'NotifySecretArn', { value: this.notifySecret.secretArn });
    new CfnOutput(this, 'LogsBucketName', { value: this.logsBucket.bucketName });
  }

  // Cognito's own sender allows 50 emails a day, in English: enough to try the site, not to run it.
  // A production synth says so loudly; a trial's is expected to go without.
  private userPoolEmail(settings: Settings): cognito.UserPoolEmail {
    if (!settings.sesSender) {
      if (!settings.trial) Annotations.of(this).addWarning(COGNITO_DEFAULT_SENDER_WARNING);
      return cognito.UserPoolEmail.withCognito();
    }
    const sesRegion = settings.sesRegion ?? (Token.isUnresolved(this.region) ? undefined : this.region);
    if (!sesRegion) {
      throw new Error(
        'Context "sesSender" needs the region of its SES identity: set "sesRegion" or deploy with a region (CDK_DEFAULT_REGION / AWS profile).',
      );
    }
    return cognito.UserPoolEmail.withSES({ fromEmail: settings.sesSender, fromName: 'Bookwish', sesRegion });
  }
}
