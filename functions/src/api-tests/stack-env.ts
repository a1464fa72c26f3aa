// Tests read the table directly (to count events, to prove nothing was written) through the same
// store code the handlers use, pointed at the stack the global setup started.

import { inject } from 'vitest';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { emulatorJwks } from '../local/cognito-jwt.ts';

export function useStackEnv(): void {
  const stack = inject('stack');
  Object.assign(process.env, {
    AWS_REGION: stack.region,
    TABLE_NAME: stack.tableName,
    IMAGES_BUCKET: stack.imagesBucket,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    COGNITO_ENDPOINT: stack.cognitoEndpoint,
    COGNITO_JWKS: JSON.stringify(emulatorJwks()),
  });
  resetConfig();
  resetDynamo();
}
