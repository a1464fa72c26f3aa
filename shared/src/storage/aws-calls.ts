// The shape of a recorded AWS call, as the local stack writes them (functions/src/aws/call-recorder.ts)
// and the IAM check reads them (infra/src/iam-check.ts): one JSON object a line, in the file
// AWS_CALLS_FILE_ENV names.

export const AWS_CALLS_FILE_ENV = 'BOOKWISH_AWS_CALLS';

/** A function run from its synthesized bundle (functions/src/local/bundle-runner.ts) is named by the
 * description its template gives it, in this variable of its thread: its calls are recorded as
 * `${DESCRIBED}<description>`, which the check finds in the templates as it is. */
export const FUNCTION_DESCRIPTION_ENV = 'BOOKWISH_FUNCTION_DESCRIPTION';
export const DESCRIBED = 'described:';

/** What a call was made on, by the environment variable that named it to the function. */
export interface CallResource {
  /** TABLE_NAME, IMAGES_BUCKET, USER_POOL_ID, NOTIFY_SECRET_ARN, VAPID_SECRET_ARN, SES_SENDER,
   * SES_CONFIGURATION_SET; null when no variable holds it (the check fails it, naming `name`). */
  env: string | null;
  /** The local name, for a resource no variable names. */
  name?: string;
  kind: 'table' | 'object' | 'bucket' | 'user-pool' | 'secret' | 'ses-identity' | 'ses-configuration-set';
  /** A Query of an index: its name (IAM authorises the index's ARN). */
  index?: string;
  /** An object's key (one example per function, action and top folder). */
  key?: string;
}

export interface RecordedCall {
  /** The function: a route's handler name (routes.ts), a background function's, or a bundle's
   * template description after DESCRIBED. */
  fn: string;
  /** service:Operation as IAM authorises it (a HeadObject is s3:GetObject, a list s3:ListBucket). */
  action: string;
  resource: CallResource;
  /** dynamodb:LeadingKeys: the partition key values of an item call or a table Query. */
  leadingKeys?: string[];
}
