// The AWS calls each function makes, as IAM authorises them, written while the local stack runs under
// the test suites (BOOKWISH_AWS_CALLS names the file): infra/src/iam-check.ts evaluates every one
// against that function's role in the synthesised template. The local stack runs each handler inside
// asFunction(name) (front/api.ts, the stream readers, the sweep, the page function), and every call
// made meanwhile is recorded under that name: by the SDK clients (recordCalls, one middleware) and by
// the calls we sign ourselves (presigned S3 links, the user pool's reads, the secrets read locally
// from the environment). Unset (in AWS, in `npm start`), nothing is recorded and asFunction only runs.
//
// A resource is named by the environment variable the function found it in (TABLE_NAME,
// IMAGES_BUCKET, ...), which the check looks up in that function's template environment: the ARN the
// call would have in the account, whatever the local names are.

import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import {
  AWS_CALLS_FILE_ENV,
  type CallResource,
  DESCRIBED,
  FUNCTION_DESCRIPTION_ENV,
  type RecordedCall,
} from '@bookwish/shared/storage/aws-calls';
import { tableSchema } from '@bookwish/shared/storage/table-schema';

export { AWS_CALLS_FILE_ENV, type CallResource, type RecordedCall };

const running = new AsyncLocalStorage<string>();

/** Runs a function's handler under its name, so the calls it makes are recorded as its own. */
export function asFunction<T>(name: string, run: () => T): T {
  return process.env[AWS_CALLS_FILE_ENV] ? running.run(name, run) : run();
}

/** Each distinct call once per process: by function, action, resource and the keys' shapes (a key's
 * top folder, a partition key's prefix), which is what the grants are written in. */
const seen = new Set<string>();

const shapeOfKey = (key: string | undefined) => (key === undefined ? '' : key.split('/')[0]);
const shapeOfPk = (pk: string) => pk.replace(/#.*/, '#');

/** Records one call of the function running now; none outside asFunction or when not recording. */
export function recordCall(action: string, resource: CallResource, leadingKeys?: string[]): void {
  const file = process.env[AWS_CALLS_FILE_ENV];
  // A bundle's thread runs one function, named by its template (bundle-runner.ts).
  const described = process.env[FUNCTION_DESCRIPTION_ENV];
  const fn = running.getStore() ?? (described ? `${DESCRIBED}${described}` : undefined);
  if (!file || !fn) return;
  const id = JSON.stringify([
    fn,
    action,
    resource.env,
    resource.name,
    resource.kind,
    resource.index,
    shapeOfKey(resource.key),
    [...new Set(leadingKeys?.map(shapeOfPk))].sort(),
  ]);
  if (seen.has(id)) return;
  seen.add(id);
  const call: RecordedCall = { fn, action, resource, ...(leadingKeys?.length ? { leadingKeys } : {}) };
  appendFileSync(file, `${JSON.stringify(call)}\n`);
}

/** The variable among `names` whose value is `value` (the function's own configuration). */
export function envHolding(
  value: string | undefined,
  names: readonly string[],
): Pick<CallResource, 'env' | 'name'> {
  const env = names.find((name) => value !== undefined && process.env[name] === value);
  return env ? { env } : { env: null, ...(value === undefined ? {} : { name: value }) };
}

const TABLE = ['TABLE_NAME'] as const;
const BUCKET = ['IMAGES_BUCKET'] as const;
const POOL = ['USER_POOL_ID'] as const;
const SECRETS = ['NOTIFY_SECRET_ARN', 'VAPID_SECRET_ARN'] as const;
/** The table's partition key, the one dynamodb:LeadingKeys reads. */
const PARTITION_KEY = tableSchema.partitionKey;

type Input = Record<string, unknown>;

/** A key attribute's string, marshalled ({S: ...}) or not. */
function stringOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string') {
    return (value as { S: string }).S;
  }
  return undefined;
}

function pkOf(item: unknown): string[] {
  const pk = stringOf((item as Input | undefined)?.[PARTITION_KEY]);
  return pk === undefined ? [] : [pk];
}

/** The partition key value a table Query's key condition names (`pk = :v`, or `#n = :v`). */
function queriedPk(input: Input): string[] {
  const expression = String(input.KeyConditionExpression ?? '');
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, name, placeholder] of expression.matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    if ((name && (names[name] ?? name)) === PARTITION_KEY && placeholder) {
      const pk = stringOf(values[placeholder]);
      if (pk !== undefined) return [pk];
    }
  }
  return [];
}

const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/** A DynamoDB call as IAM authorises it: a transaction per item, a Query of an index on the index. */
function recordDynamo(operation: string, input: Input): void {
  const table = (name: unknown, index?: unknown): CallResource => ({
    ...envHolding(typeof name === 'string' ? name : undefined, TABLE),
    kind: 'table',
    ...(typeof index === 'string' ? { index } : {}),
  });
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    for (const entry of (input.TransactItems ?? []) as Input[]) {
      for (const [kind, item] of Object.entries(entry)) {
        const action = TRANSACT_ACTIONS[kind];
        const detail = item as Input;
        if (action) recordCall(action, table(detail.TableName), pkOf(detail.Key ?? detail.Item));
      }
    }
    return;
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    for (const [name, request] of Object.entries((input.RequestItems ?? {}) as Input)) {
      const keys =
        operation === 'BatchGetItem'
          ? ((request as Input).Keys as unknown[] | undefined)?.flatMap(pkOf)
          : (request as Input[]).flatMap((write) =>
              pkOf(
                (write.PutRequest as Input | undefined)?.Item ??
                  (write.DeleteRequest as Input | undefined)?.Key,
              ),
            );
      recordCall(`dynamodb:${operation}`, table(name), keys);
    }
    return;
  }
  if (operation === 'Query' || operation === 'Scan') {
    const index = input.IndexName;
    recordCall(`dynamodb:${operation}`, table(input.TableName, index), index ? [] : queriedPk(input));
    return;
  }
  recordCall(`dynamodb:${operation}`, table(input.TableName), pkOf(input.Key ?? input.Item));
}

/** S3 operations IAM authorises under another action, and those on the bucket rather than a key. */
const S3_ACTIONS: Record<string, string> = { HeadObject: 's3:GetObject', ListObjectsV2: 's3:ListBucket' };

/** One S3 operation on a key of a bucket ('' for the bucket itself), by the SDK or a signed link. */
export function recordS3(operation: string, bucket: string, key: string): void {
  const action = S3_ACTIONS[operation] ?? `s3:${operation}`;
  const where = envHolding(bucket, BUCKET);
  if (action === 's3:ListBucket' || key === '') recordCall(action, { ...where, kind: 'bucket' });
  else recordCall(action, { ...where, kind: 'object', key });
}

/** A user pool operation IAM authorises (one naming the pool; those a member's token authorises,
 * ChangePassword and the like, name none). */
export function recordUserPool(operation: string, input: Input): void {
  if (typeof input.UserPoolId !== 'string') return;
  recordCall(`cognito-idp:${operation}`, { ...envHolding(input.UserPoolId, POOL), kind: 'user-pool' });
}

/** A secret read: by the SDK in AWS, from the environment locally (where the variable named
 * `env` would name it in AWS). */
export function recordSecretRead(env: (typeof SECRETS)[number]): void {
  recordCall('secretsmanager:GetSecretValue', { env, kind: 'secret' });
}

function recordSdkCall(service: string, operation: string, input: Input): void {
  if (service === 'dynamodb') recordDynamo(operation, input);
  else if (service === 's3') {
    const bucket = String(input.Bucket ?? '');
    if (operation === 'DeleteObjects') {
      const objects = ((input.Delete as Input | undefined)?.Objects ?? []) as { Key?: string }[];
      for (const { Key } of objects) recordS3('DeleteObject', bucket, Key ?? '');
    } else if (operation === 'CopyObject') {
      const source = String(input.CopySource ?? '').replace(/^\//, '');
      const slash = source.indexOf('/');
      recordS3('GetObject', source.slice(0, slash), decodeURIComponent(source.slice(slash + 1)));
      recordS3('PutObject', bucket, String(input.Key ?? ''));
    } else recordS3(operation, bucket, operation === 'ListObjectsV2' ? '' : String(input.Key ?? ''));
  } else if (service === 'cognito-idp') recordUserPool(operation, input);
  else if (service === 'secretsmanager') {
    const found = envHolding(String(input.SecretId ?? ''), SECRETS);
    recordCall('secretsmanager:GetSecretValue', { ...found, kind: 'secret' });
  } else if (service === 'ses' && operation === 'SendEmail') {
    // SES authorises a send on the sending identity and on the configuration set it goes through:
    // the mailer names SES_CONFIGURATION_SET's whenever the function has one (none locally), so the
    // check tests the set where the function's template gives it.
    recordCall('ses:SendEmail', { env: 'SES_SENDER', kind: 'ses-identity' });
    recordCall('ses:SendEmail', { env: 'SES_CONFIGURATION_SET', kind: 'ses-configuration-set' });
  } else recordCall(`${service}:${operation}`, { env: null, kind: 'bucket', name: 'unknown' });
}

interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: { input: Input }) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: { input: Input }) => Promise<unknown>,
      options: { step: 'build'; name: string },
    ): void;
  };
}

/** Records every call a client sends (only when recording): after the document client has
 * marshalled its input, once per command whatever the retries. */
export function recordCalls<C>(
  service: 'dynamodb' | 's3' | 'cognito-idp' | 'secretsmanager' | 'ses',
  client: C,
): C {
  if (!process.env[AWS_CALLS_FILE_ENV]) return client;
  (client as unknown as MiddlewareClient).middlewareStack.add(
    (next, context) => (args) => {
      recordSdkCall(service, (context.commandName ?? '').replace(/Command$/, ''), args.input);
      return next(args);
    },
    { step: 'build', name: 'bookwishCallRecorder' },
  );
  return client;
}
