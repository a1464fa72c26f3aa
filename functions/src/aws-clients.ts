// What every AWS client shares: region, and locally the emulator endpoint plus throwaway credentials.
// The clients themselves live in aws/dynamo.ts, aws/s3.ts and aws/cognito.ts (one file each) so a
// handler that only reads the table does not bundle the S3 or Cognito SDK.

import { config } from './config.ts';

export interface ClientOptions {
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Emulators accept any key, except s3rver, which expects its documented S3RVER/S3RVER pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function clientOptions(service: 'dynamodb' | 's3' | 'cognito'): ClientOptions {
  const c = config();
  const endpoint =
    service === 'dynamodb' ? c.dynamodbEndpoint : service === 's3' ? c.s3Endpoint : c.cognitoEndpoint;
  // In AWS: no endpoint, the Lambda role's credentials from the environment.
  if (!endpoint) return { region: c.region };
  return {
    region: c.region,
    endpoint,
    credentials: service === 's3' ? S3RVER_CREDENTIALS : LOCAL_CREDENTIALS,
  };
}
