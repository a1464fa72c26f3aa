// Settings of a handler, read from the environment once. In AWS the CDK stack sets TABLE_NAME,
// IMAGES_BUCKET, USER_POOL_ID and USER_POOL_CLIENT_ID; locally the stack sets the same names plus the
// emulator endpoints. AWS and local code paths differ only in these values.

import type { Jwks } from 'aws-jwt-verify/jwk';

export interface Config {
  region: string;
  tableName: string;
  imagesBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Local only: DynamoDB Local, s3rver and the Cognito shim. Undefined in AWS. */
  dynamodbEndpoint: string | undefined;
  s3Endpoint: string | undefined;
  cognitoEndpoint: string | undefined;
  /** Local only: the emulator's public keys, so the verifier never fetches them (cacheJwks). */
  cognitoJwks: Jwks | undefined;
  /** The secret CloudFront sends the API in ORIGIN_SECRET_HEADER (http/origin-check.ts); '' where none
   * is set (a handler run outside any stack). */
  originSecret: string;
  /** Running in Lambda (AWS_LAMBDA_FUNCTION_NAME is set): there a missing origin secret refuses every
   * request instead of leaving the API open. */
  inLambda: boolean;
  /** The site's origin (https://... in AWS, http://localhost:8080 locally): CORS and image URLs. */
  publicOrigin: string;
  /** Multiplies every RATE_LIMITS number. 1 in AWS and for `npm start`; only the API and e2e test
   * stacks raise it, so test files that create many posts at once do not trip the limits. */
  rateLimitScale: number;
  /** How long a handler waits for DynamoDB, S3 and Cognito (aws-clients.ts). */
  storeTimeouts: StoreTimeouts;
  /** Where book lookups ask (https://openlibrary.org in AWS, a deploy setting; the stand-in locally),
   * the only origin covers are fetched from, and how long one call may take. */
  openLibrary: { baseUrl: string; coversOrigin: string; timeoutMs: number };
}

/** A member waits at the form: past this, our words instead of a spinner. Open Library's Books API
 * usually answers in well under a second. */
export const OPEN_LIBRARY_TIMEOUT_MS = 4_000;

export interface StoreTimeouts {
  /** Time to open the connection (TCP, and TLS in AWS). */
  connectMs: number;
  /** Time for one attempt's answer once connected. */
  requestMs: number;
  /** Attempts in all, with the SDK's standard retry and backoff between them. */
  maxAttempts: number;
}

/** Production defaults: a stalled store fails in about 2 x 3 s + backoff, inside Lambda's 10 s, so the
 * member gets our 503 instead of a bare gateway error. Healthy DynamoDB, S3 and Cognito answer in tens
 * of milliseconds. The local stacks set their own (stack.ts), as emulators on a loaded laptop are slow. */
export const DEFAULT_STORE_TIMEOUTS: StoreTimeouts = { connectMs: 1_000, requestMs: 3_000, maxAttempts: 2 };

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

function parseJwks(raw: string | undefined): Jwks | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Jwks;
  } catch {
    throw new Error('COGNITO_JWKS is not valid JSON');
  }
}

function parseScale(raw: string | undefined): number {
  if (!raw) return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error('RATE_LIMIT_SCALE must be a whole number of 1 or more');
  return scale;
}

function read(env: NodeJS.ProcessEnv): Config {
  return {
    region: env.AWS_REGION || 'ca-central-1',
    tableName: env.TABLE_NAME ?? '',
    imagesBucket: env.IMAGES_BUCKET ?? '',
    userPoolId: env.USER_POOL_ID ?? '',
    userPoolClientId: env.USER_POOL_CLIENT_ID ?? '',
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    cognitoEndpoint: env.COGNITO_ENDPOINT || undefined,
    cognitoJwks: parseJwks(env.COGNITO_JWKS),
    originSecret: env.ORIGIN_SECRET ?? '',
    inLambda: Boolean(env.AWS_LAMBDA_FUNCTION_NAME),
    publicOrigin: env.PUBLIC_ORIGIN ?? '',
    rateLimitScale: parseScale(env.RATE_LIMIT_SCALE),
    openLibrary: {
      baseUrl: env.OPEN_LIBRARY_URL || 'https://openlibrary.org',
      coversOrigin: env.OPEN_LIBRARY_COVERS_URL || 'https://covers.openlibrary.org',
      timeoutMs: positiveInt(env.OPEN_LIBRARY_TIMEOUT_MS, OPEN_LIBRARY_TIMEOUT_MS, 'OPEN_LIBRARY_TIMEOUT_MS'),
    },
    storeTimeouts: {
      connectMs: positiveInt(
        env.STORE_CONNECT_TIMEOUT_MS,
        DEFAULT_STORE_TIMEOUTS.connectMs,
        'STORE_CONNECT_TIMEOUT_MS',
      ),
      requestMs: positiveInt(
        env.STORE_REQUEST_TIMEOUT_MS,
        DEFAULT_STORE_TIMEOUTS.requestMs,
        'STORE_REQUEST_TIMEOUT_MS',
      ),
      maxAttempts: positiveInt(
        env.STORE_MAX_ATTEMPTS,
        DEFAULT_STORE_TIMEOUTS.maxAttempts,
        'STORE_MAX_ATTEMPTS',
      ),
    },
  };
}

let cached: Config | undefined;

/** The settings, read on first use (so the local stack can set process.env before any handler runs). */
export function config(): Config {
  cached ??= read(process.env);
  return cached;
}

/** Tests and the local stack change the environment after a handler was loaded: read it again. */
export function resetConfig(): void {
  cached = undefined;
}
