// Data written before members' records existed: every offer and request event, and every message a
// signed-in member sent, gets its record under the member (`MEMBER#<uid>` `PARTY#<postId>` /
// `CONTACT#<id>`, as event-store.ts and contact-store.ts write them today), so account deletion finds
// a post whose exchange with them ended before this change. One Scan of the table; idempotent (a
// record already there is written again, unchanged). Run by `npm run backfill-member-records` in AWS
// and once per data folder by the local stack.

import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { senderRecord } from './contact-store.ts';
import { partyRecord } from './event-store.ts';

export interface BackfillCount {
  parties: number;
  messages: number;
}

export async function backfillMemberRecords(): Promise<BackfillCount> {
  const table = config().tableName;
  const count: BackfillCount = { parties: 0, messages: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: table,
        FilterExpression:
          '(entity = :event AND (#type = :offer OR #type = :request)) OR (entity = :contact AND uid <> :none)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':event': 'event',
          ':offer': 'OfferMade',
          ':request': 'TreatRequested',
          ':contact': 'contact',
          ':none': '',
        },
        ProjectionExpression: 'entity, postId, actorUid, id, uid',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === 'event') {
        await dynamo().send(
          new PutCommand({
            TableName: table,
            Item: partyRecord(String(item.actorUid), String(item.postId)),
          }),
        );
        count.parties += 1;
      } else {
        await dynamo().send(
          new PutCommand({
            TableName: table,
            Item: senderRecord(String(item.uid), String(item.id)),
          }),
        );
        count.messages += 1;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
