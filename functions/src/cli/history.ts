// `npm run history -- <post id or URL> [--json]`: a post's events and the state after each, for
// volunteers with AWS access. With TABLE_NAME and AWS_REGION in the environment it reads that table in
// AWS (the usual credential chain); otherwise it opens the local stack's data in .data/ (a DynamoDB
// Local of its own, stopped on exit), so it works whether or not `npm start` is running.

import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { postIdFrom } from '@bookwish/shared/domain/post-ref';
import { postHistory } from '../app/post-history.ts';
import { resetDynamo } from '../aws/dynamo.ts';
import { resetConfig } from '../config.ts';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';
import { formatHistory } from '../support/history-table.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const LOCAL_DATA = fileURLToPath(new URL('../../../.data/dynamodb', import.meta.url));
/** The local stack's table and region (functions/src/local/stack.ts). */
const LOCAL_TABLE = 'bookwish';
const LOCAL_REGION = 'ca-central-1';

const usage = 'Usage: npm run history -- <post id or URL> [--json]';

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const ref = argv.find((a) => !a.startsWith('--'));
  const postId = ref ? postIdFrom(ref) : null;
  if (!postId) {
    console.error(ref ? `"${ref}" is not a post id or a post link.\n${usage}` : usage);
    return 2;
  }

  const aws = Boolean(process.env.TABLE_NAME && process.env.AWS_REGION && !process.env.DYNAMODB_ENDPOINT);
  let stopLocal: (() => Promise<void>) | undefined;
  if (!aws && !process.env.DYNAMODB_ENDPOINT) {
    const local = await startDynamoDbLocal({ dbPath: LOCAL_DATA });
    stopLocal = local.stop;
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: local.endpoint,
      TABLE_NAME: process.env.TABLE_NAME || LOCAL_TABLE,
      AWS_REGION: process.env.AWS_REGION || LOCAL_REGION,
    });
  }
  resetConfig();
  resetDynamo();
  try {
    const found = await postHistory(dynamoEventStore, postId);
    if (!found) {
      console.error(
        `No post has the id ${postId} in ${aws ? `table ${process.env.TABLE_NAME}` : 'the local stack'}.`,
      );
      return 1;
    }
    // A support read like any other; it needs write access, so a read-only operator is warned only.
    await dynamoSupportAudit
      .recordRead({ uid: `cli:${userInfo().username}`, name: 'history CLI' }, { post: postId }, Date.now())
      .catch(() => console.error('(This read could not be recorded in the support audit log.)'));
    process.stdout.write(json ? `${JSON.stringify(found, null, 2)}\n` : formatHistory(found));
    return 0;
  } finally {
    await stopLocal?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
