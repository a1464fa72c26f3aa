// What every AWS client shares: region, time limits and retries, and locally the emulator endpoint
// plus throwaway credentials. The clients themselves live in aws/dynamo.ts, aws/s3.ts and
// aws/cognito.ts (one file each) so a handler that only reads the table does not bundle the S3 or
// Cognito SDK.

import { config } from './config.ts';

export interface ClientOptions {
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  maxAttempts: number;
  retryMode: 'standard';
  /** Options for the SDK's own NodeHttpHandler (@smithy/node-http-handler), which it builds from them. */
  requestHandler: { connectionTimeout: number; requestTimeout: number; throwOnRequestTimeout: true };
}

/** Emulators accept any key, except s3rver, which expects its documented S3RVER/S3RVER pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function clientOptions(service: 'dynamodb' | 's3' | 'cognito'): ClientOptions {
  const c = config();
  const endpoint =
    service === 'dynamodb' ? c.dynamodbEndpoint : service === 's3' ? c.s3Endpoint : c.cognitoEndpoint;
  // Without limits a stalled store holds the member's request until Lambda ends it (an unknown
  // outcome behind a bare gateway error). A timed-out attempt is retried by the SDK's standard
  // strategy (TimeoutError is transient); after the last one the error mapper answers 503. Retrying
  // is safe: every write is conditional (a new stream's first event, expectedVersion, a new contact
  // id), so an attempt that landed after all makes its retry fail instead of writing twice.
  const limits = {
    maxAttempts: c.storeTimeouts.maxAttempts,
    retryMode: 'standard' as const,
    requestHandler: {
      connectionTimeout: c.storeTimeouts.connectMs,
      requestTimeout: c.storeTimeouts.requestMs,
      // Without it the SDK only logs a warning when requestTimeout passes and keeps waiting.
      throwOnRequestTimeout: true as const,
    },
  };
  // In AWS: no endpoint, the Lambda role's credentials from the environment.
  if (!endpoint) return { region: c.region, ...limits };
  return {
    region: c.region,
    endpoint,
    credentials: service === 's3' ? S3RVER_CREDENTIALS : LOCAL_CREDENTIALS,
    ...limits,
  };
}

/** The SDK's logger middleware builds a filtered copy of every request and response for its logger, the
 * default no-op one too (`logger?.info?.(...)` evaluates its argument before the call): for a page of
 * posts, about a fifth of the SDK's CPU per Query (measured against DynamoDB Local: 2.4-3.1 ms with
 * it, 1.9-2.3 ms without). Nothing reads it; our handlers log with their own logger. */
export function withoutSdkLogging<C extends { middlewareStack: { remove(name: string): boolean } }>(
  client: C,
): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
