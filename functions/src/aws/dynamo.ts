// The DynamoDB document client, created once per Lambda container (module scope, on first use).

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientOptions, withoutSdkLogging } from '../aws-clients.ts';
import { recordCalls } from './call-recorder.ts';

let client: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    recordCalls('dynamodb', withoutSdkLogging(new DynamoDBClient(clientOptions('dynamodb')))),
    {
      // Optional fields are left out of items rather than stored as null.
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  return client;
}

/** Tests and the local stack point the client at a new endpoint after a restart. */
export function resetDynamo(): void {
  client?.destroy();
  client = undefined;
}
