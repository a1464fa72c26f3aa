// Posts stored before the explore filters (issue 13) carry neither their destination's words nor,
// while open, the byOpen key: a filtered list would leave them out. Each listed STATE item without
// them gets them as stateItem writes them today. One Scan; each update is guarded by the post's
// version, so a post written meanwhile (which wrote its own) is left alone; a second run changes
// nothing. Run by `npm run backfill-member-records` in AWS and once per data folder locally.

import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Post } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { postPk } from './event-store.ts';
import { DESTINATION_WORDS, filterAttributes } from './list-filter.ts';

export async function backfillListFilters(): Promise<number> {
  const table = config().tableName;
  let updated = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table,
        // Removed posts are in no list: they need nothing.
        FilterExpression:
          '#entity = :state AND attribute_not_exists(#words) AND (attribute_not_exists(#removed) OR #removed = :no)',
        ProjectionExpression: '#id, #kind, #status, #removed, #destination, #shipping, #version',
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#words': DESTINATION_WORDS,
          '#removed': 'removed',
          '#id': 'id',
          '#kind': 'kind',
          '#status': 'status',
          '#destination': 'destination',
          '#shipping': 'shippingDestination',
          '#version': 'version',
        },
        ExpressionAttributeValues: { ':state': 'state', ':no': false },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const post = item as Post;
      const attributes = Object.entries(filterAttributes(post));
      if (attributes.length === 0) continue;
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: postPk(post.id), sk: 'STATE' },
            UpdateExpression: `SET ${attributes.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
            ConditionExpression: '#version = :version AND attribute_not_exists(#words)',
            ExpressionAttributeNames: {
              ...Object.fromEntries(attributes.map(([name], i) => [`#a${i}`, name])),
              '#version': 'version',
              '#words': DESTINATION_WORDS,
            },
            ExpressionAttributeValues: {
              ...Object.fromEntries(attributes.map(([, value], i) => [`:a${i}`, value])),
              ':version': post.version,
            },
          }),
        );
        updated += 1;
      } catch (error) {
        // The post was written meanwhile, with its own filter attributes: nothing to do.
        if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return updated;
}
