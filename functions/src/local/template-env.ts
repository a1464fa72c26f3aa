// A function's environment as the template gives it, with each reference mapped to what stands in
// for that resource locally (the emulators' table, bucket and user pool, the front's origin), plus
// only the settings that say where the emulators are. A variable the template does not give is not
// given: a function missing a setting in AWS misses it here too.

import { FUNCTION_DESCRIPTION_ENV } from '@bookwish/shared/storage/aws-calls';
import type { CloudAssembly, ResourceRef, TemplateFunction } from './cloud-assembly.ts';
import { resolve } from './cloud-assembly.ts';

/** Where the emulators are, for every function (none of these exists in AWS), from the local stack's
 * handler environment (stack/wire.ts applyHandlerEnv). */
const EMULATOR_KEYS = [
  'AWS_REGION',
  'DYNAMODB_ENDPOINT',
  'S3_ENDPOINT',
  'COGNITO_ENDPOINT',
  'COGNITO_JWKS',
  'STORE_CONNECT_TIMEOUT_MS',
  'STORE_REQUEST_TIMEOUT_MS',
  'STORE_MAX_ATTEMPTS',
  'RATE_LIMIT_SCALE',
  'POWERTOOLS_LOG_LEVEL',
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED',
] as const;

/** Emulator settings given only beside the template variable that says the function uses that
 * service: SES beside the sender, the local push service beside the push keys. */
const EMULATOR_KEYS_BESIDE: Record<string, readonly string[]> = {
  SES_SENDER: ['SES_ENDPOINT'],
  VAPID_SECRET_ARN: ['PUSH_LOCAL_ENDPOINT'],
};

/** Internet services the template names by address: locally their stand-ins (open-library-local.ts). */
const STAND_IN_ADDRESSES = ['OPEN_LIBRARY_URL', 'OPEN_LIBRARY_COVERS_URL'] as const;

/** No Secrets Manager locally: a secret's ARN becomes its value, under the name the handler reads
 * when no ARN is set (notify/notify-config.ts). */
const SECRET_VALUES: Record<string, string> = {
  NOTIFY_SECRET_ARN: 'NOTIFY_SECRET',
  VAPID_SECRET_ARN: 'VAPID_KEYS',
};

/** Secrets the template gives a function as a CloudFormation dynamic reference
 * ({{resolve:secretsmanager:<ARN>:…}}, resolved at deploy): locally the stack's own value. */
const DYNAMIC_SECRETS: Record<string, string> = { ORIGIN_SECRET: 'ORIGIN_SECRET' };

/** Marks a secret's ARN in a resolved value, so a dynamic reference to it can be recognised. */
const SECRET_ARN = '\u0000secret\u0000';
const dynamicSecret = new RegExp(`^\\{\\{resolve:secretsmanager:${SECRET_ARN}(:[^}]*)?\\}\\}$`);

/** A CDK logical id without its 8-character hash: ImagesBucket1E86AFB2 -> ImagesBucket. */
const constructId = (logicalId: string) => logicalId.replace(/[0-9A-F]{8}$/, '');

/** Marks the distribution's domain name in a resolved value, so https://<it> becomes the local origin. */
const DISTRIBUTION_HOST = '\u0000distribution\u0000';

/** What stands in locally for a referenced resource, as text; undefined for none. */
function standIn(ref: ResourceRef, stackEnv: Record<string, string>): string | undefined {
  const id = constructId(ref.logicalId);
  const attr = ref.attribute;
  switch (ref.type) {
    case 'AWS::DynamoDB::Table':
      return attr === undefined ? stackEnv.TABLE_NAME : undefined;
    case 'AWS::S3::Bucket':
      return attr === undefined && id === 'ImagesBucket' ? stackEnv.IMAGES_BUCKET : undefined;
    case 'AWS::Cognito::UserPool':
      return attr === undefined ? stackEnv.USER_POOL_ID : undefined;
    case 'AWS::Cognito::UserPoolClient':
      return attr === undefined ? stackEnv.USER_POOL_CLIENT_ID : undefined;
    case 'AWS::CloudFront::Distribution':
      return attr === 'DomainName' ? DISTRIBUTION_HOST : undefined;
    case 'AWS::SecretsManager::Secret':
      return attr === undefined ? SECRET_ARN : undefined;
    // The SES emulator has no configuration sets (their event destinations): none, as when unset.
    case 'AWS::SES::ConfigurationSet':
      return attr === undefined ? '' : undefined;
    default:
      return undefined;
  }
}

export interface LocalTargets {
  /** The local stack's handler environment (its emulators, table, bucket, pool and secrets). */
  stackEnv: Record<string, string>;
  /** The front's origin: where the template says the distribution's address. */
  origin: string;
}

/** The function's environment for the local stack; throws, naming the function and the variable,
 * when the template refers to something without a local stand-in. */
export function localEnvironment(
  assembly: CloudAssembly,
  fn: TemplateFunction,
  local: LocalTargets,
): Record<string, string> {
  const { stackEnv } = local;
  const env: Record<string, string> = {};
  for (const key of EMULATOR_KEYS) {
    if (stackEnv[key] !== undefined) env[key] = stackEnv[key];
  }
  const host = new URL(local.origin).host;
  for (const [name, value] of Object.entries(fn.environment)) {
    const failure = (what: string) =>
      new Error(
        `${fn.description} (${fn.logicalId}): ${name} refers to ${what}, which the local stack has no ` +
          'stand-in for (functions/src/local/template-env.ts).',
      );
    const secret = SECRET_VALUES[name];
    if (secret) {
      const ref = resolve(assembly, fn.stack, value);
      if (typeof ref === 'string' || ref.type !== 'AWS::SecretsManager::Secret')
        throw failure(JSON.stringify(ref));
      const local = stackEnv[secret];
      if (local === undefined) throw failure(`${ref.logicalId} (no ${secret} in the local stack)`);
      env[secret] = local;
    } else {
      const resolved = resolve(assembly, fn.stack, value, (ref) => {
        const text = standIn(ref, stackEnv);
        if (text === undefined)
          throw failure(`${ref.type} ${ref.logicalId}${ref.attribute ? `.${ref.attribute}` : ''}`);
        return text;
      });
      const text =
        typeof resolved === 'string'
          ? resolved
          : (standIn(resolved, stackEnv) ??
            (() => {
              throw failure(`${resolved.type} ${resolved.logicalId}`);
            })());
      const dynamic = DYNAMIC_SECRETS[name];
      if (text.includes(SECRET_ARN)) {
        const local = dynamic === undefined ? undefined : stackEnv[dynamic];
        if (!dynamicSecret.test(text) || local === undefined) throw failure('a secret');
        env[name] = local;
        continue;
      }
      env[name] = text
        .replaceAll(`https://${DISTRIBUTION_HOST}`, local.origin)
        .replaceAll(DISTRIBUTION_HOST, host);
    }
    if ((STAND_IN_ADDRESSES as readonly string[]).includes(name) && stackEnv[name] !== undefined)
      env[name] = stackEnv[name];
    for (const key of EMULATOR_KEYS_BESIDE[name] ?? []) {
      if (stackEnv[key] !== undefined) env[key] = stackEnv[key];
    }
  }
  // The local stack's own switches (BOOKWISH_*: the AWS-call recorder's among them), which no handler
  // reads as a setting of the app.
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('BOOKWISH_') && value !== undefined) env[key] = value;
  }
  // What Lambda itself sets for every function.
  env.AWS_LAMBDA_FUNCTION_NAME = fn.logicalId;
  // The AWS-call recorder names this thread's calls by the function's template description.
  env[FUNCTION_DESCRIPTION_ENV] = fn.description;
  return env;
}
