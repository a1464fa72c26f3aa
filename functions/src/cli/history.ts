// `npm run history -- <post id or URL> [--json]`: a post's events and the state after each, for
// volunteers with AWS access. With TABLE_NAME and AWS_REGION in the environment it reads that table in
// AWS (the usual credential chain); otherwise it opens the local stack's data in .data/ (a DynamoDB
// Local of its own, stopped on exit), so it works whether or not `npm start` is running.

import { userInfo } from 'node:os';
import { postIdFrom } from '@bookwish/shared/domain/post-ref';
import { postHistory } from '../app/post-history.ts';
import { dynamoEventStore } from '../store/event-store.ts';
import { dynamoSupportAudit } from '../store/support-audit.ts';
import { openTable } from './cli-table.ts';
import { formatHistory } from './history-table.ts';

const usage = 'Usage: npm run history -- <post id or URL> [--json]';

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const ref = argv.find((a) => !a.startsWith('--'));
  const postId = ref ? postIdFrom(ref) : null;
  if (!postId) {
    console.error(ref ? `"${ref}" is not a post id or a post link.\n${usage}` : usage);
    return 2;
  }

  const { aws, close } = await openTable();
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
    await close();
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
