// A route's `access` (from the route table) turned into IAM statements: exact actions on exact
// resources, so a read route cannot write, only the uploads route can sign PUTs, only
// DELETE /api/me can delete a user, and only the unsubscribe routes read the link-signing secret.

import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import { EXPORTS_PREFIX, SERVED_PREFIX } from '@bookwish/shared/storage/images-bucket';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Access } from '../../functions/src/routes.ts';

export interface GrantTargets {
  tableArn: string;
  /** The indexes this deploy's table has (a deferred one is left out: nothing to grant on yet). */
  indexNames: readonly string[];
  bucketArn: string;
  userPoolArn: string;
  /** The secret that signs unsubscribe links (Secrets Manager). */
  notifySecretArn: string;
  pushKeysSecretArn: string;
}

const READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
// TransactWriteItems is authorised per item through Put/Update/Delete/ConditionCheck; no route
// checks an item in a transaction (ConditionCheckItem: only the local data upgrades do).
const WRITE = [...READ, 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

/** On the table's own ARN (its items); an index is only ever Queried, on the indexes a route names. */
export const TABLE_ACTIONS = {
  read: READ,
  write: WRITE,
  delete: [...WRITE, 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
} as const;

/** An attach route gives up its claim on an upload when the image cannot be made (the error path of
 * aws/s3-attach-image.ts, which the suites do not reach): a delete of that one item. */
export const ATTACH_CLAIM_ACTIONS = ['dynamodb:DeleteItem'] as const;

// HeadObject is authorised by s3:GetObject; ListBucket makes a missing key a 404 (as locally)
// instead of a 403 the handler would have to second-guess.
export const BUCKET_OBJECT_ACTIONS = {
  // An export reads the member's served images (processed/ only, imageObjectArns).
  read: ['s3:GetObject'],
  // Deleting a post or an account removes its images (any key a post's URLs name, a member's
  // leftover uploads), reading none; nothing but an upload ever writes one.
  write: ['s3:DeleteObject'],
  // A presigned PUT is signed with the function's own credentials, so it needs PutObject and nothing else.
  presign: ['s3:PutObject'],
  // Attach reads and deletes the upload; its one write is the processed variants (ATTACH_PUT_ACTIONS).
  attach: ['s3:GetObject', 's3:DeleteObject'],
} as const;

/** Attach writes processed variants, and only under processed/: it can never write an upload key. */
export const ATTACH_PUT_ACTIONS = ['s3:PutObject'] as const;

/** The member export: make keeps a zip and signs its download (a presigned GET is signed with the
 * function's own credentials); erase removes the archives with the account. Only under exports/. */
export const EXPORT_ACTIONS = {
  make: ['s3:GetObject', 's3:PutObject'],
  erase: ['s3:DeleteObject'],
} as const;

/** Object ARNs limited to the upload folders of the spec and, past the presign step, processed/: the
 * only keys the API ever makes. A presigning function can never sign a PUT into processed/; an attach
 * function reads and deletes only the uploads of its own purposes (the handler refuses any other key,
 * aws/s3-attach-image.ts isOwnImageKey), and writes only under processed/ (ATTACH_PUT_ACTIONS). */
export function imageObjectArns(bucketArn: string, access: Pick<Access, 'bucket' | 'uploads'>): string[] {
  if (access.bucket === 'attach') {
    return (access.uploads ?? []).map((purpose) => `${bucketArn}/${UPLOAD_FOLDERS[purpose]}/*`);
  }
  const uploads = Object.values(UPLOAD_FOLDERS).map((folder) => `${bucketArn}/${folder}/*`);
  if (access.bucket === 'presign') return uploads;
  // A reader (the exports) reads served images only, never an upload.
  if (access.bucket === 'read') return [`${bucketArn}/${SERVED_PREFIX}*`];
  return [...uploads, `${bucketArn}/${SERVED_PREFIX}*`];
}

export function statementsFor(access: Access, targets: GrantTargets): iam.PolicyStatement[] {
  const statements: iam.PolicyStatement[] = [];
  if (access.table) {
    statements.push(
      new iam.PolicyStatement({ actions: [...TABLE_ACTIONS[access.table]], resources: [targets.tableArn] }),
    );
    const indexes = (access.indexes ?? []).filter((name) => targets.indexNames.includes(name));
    if (indexes.length > 0) {
      statements.push(
        new iam.PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: indexes.map((name) => `${targets.tableArn}/index/${name}`),
        }),
      );
    }
  }
  if (access.bucket === 'attach' && access.table) {
    statements.push(
      new iam.PolicyStatement({ actions: [...ATTACH_CLAIM_ACTIONS], resources: [targets.tableArn] }),
    );
  }
  if (access.bucket) {
    statements.push(
      new iam.PolicyStatement({
        actions: [...BUCKET_OBJECT_ACTIONS[access.bucket]],
        resources: imageObjectArns(targets.bucketArn, access),
      }),
    );
    if (access.bucket === 'attach') {
      statements.push(
        new iam.PolicyStatement({
          actions: [...ATTACH_PUT_ACTIONS],
          resources: [`${targets.bucketArn}/${SERVED_PREFIX}*`],
        }),
      );
    }
    if (access.bucket !== 'presign') {
      statements.push(
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [targets.bucketArn] }),
      );
    }
  }
  if (access.exports) {
    statements.push(
      new iam.PolicyStatement({
        actions: [...EXPORT_ACTIONS[access.exports]],
        resources: [`${targets.bucketArn}/${EXPORTS_PREFIX}*`],
      }),
    );
  }
  if (access.search) {
    statements.push(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [`${targets.bucketArn}/search/*`] }),
    );
  }
  if (access.users && access.users.length > 0) {
    statements.push(
      new iam.PolicyStatement({
        actions: access.users.map((operation) => `cognito-idp:${operation}`),
        resources: [targets.userPoolArn],
      }),
    );
  }
  if (access.vapidKeys) {
    statements.push(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [targets.pushKeysSecretArn],
      }),
    );
  }
  if (access.notifySecret) {
    statements.push(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [targets.notifySecretArn],
      }),
    );
  }
  return statements;
}
