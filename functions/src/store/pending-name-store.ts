// The display name a sign-up asked for, between Cognito's pre-sign-up trigger (which checks it) and
// its post-confirmation trigger (which sets it): the app client may not write `name` itself, and
// Cognito triggers cannot set attributes before the user exists. Expires after 2 days (table TTL).

import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

const KEEP_SECONDS = 2 * 86_400;

const key = (userName: string) => ({ pk: `PENDING_NAME#${userName}`, sk: 'NAME' });

export async function savePendingName(userName: string, name: string, now = Date.now()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        ...key(userName),
        entity: 'pendingName',
        name,
        expiresAt: Math.floor(now / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

/** The name, removed as it is read (or undefined when none is waiting). */
export async function takePendingName(userName: string): Promise<string | undefined> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: config().tableName, Key: key(userName), ReturnValues: 'ALL_OLD' }),
  );
  return typeof Attributes?.name === 'string' ? Attributes.name : undefined;
}
