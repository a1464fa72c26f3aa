// The table a CLI works on: with TABLE_NAME and AWS_REGION (and no DYNAMODB_ENDPOINT) the one in AWS,
// through the usual credential chain; otherwise the local stack's data in .data/, on a DynamoDB Local
// of its own that `close` stops, so a command works whether or not `npm start` is running.

import { fileURLToPath } from 'node:url';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const LOCAL_DATA = fileURLToPath(new URL('../../../.data/dynamodb', import.meta.url));
/** The local stack's table and region (functions/src/local/stack.ts). */
const LOCAL_TABLE = 'bookwish';
const LOCAL_REGION = 'ca-central-1';

export async function openTable(): Promise<{ aws: boolean; close: () => Promise<void> }> {
  const aws = Boolean(process.env.TABLE_NAME && process.env.AWS_REGION && !process.env.DYNAMODB_ENDPOINT);
  let close = async () => {};
  if (!aws && !process.env.DYNAMODB_ENDPOINT) {
    const local = await startDynamoDbLocal({ dbPath: LOCAL_DATA });
    close = local.stop;
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: local.endpoint,
      TABLE_NAME: process.env.TABLE_NAME || LOCAL_TABLE,
      AWS_REGION: process.env.AWS_REGION || LOCAL_REGION,
    });
  }
  resetConfig();
  resetDynamo();
  return { aws, close };
}
