// The Cognito user pool client, created once per Lambda container. Locally it talks to our shim in
// front of cognito-local.

import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientOptions, withoutSdkLogging } from '../aws-clients.ts';
import { recordCalls } from './call-recorder.ts';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= recordCalls(
    'cognito-idp',
    withoutSdkLogging(new CognitoIdentityProviderClient(clientOptions('cognito'))),
  );
  return client;
}

export function resetCognito(): void {
  client?.destroy();
  client = undefined;
}
