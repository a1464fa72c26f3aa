// Every support read is kept (which volunteer, what, when): a post's history through the store's
// support-audit log; contact messages and member look-ups under their own audit partitions, so
// "who read my message?" has an answer too.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Actor } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { putSupportRead } from '../store/support-audit.ts';

export type ReadSubject = { post: string } | { contact: string } | { member: string };

async function putOtherRead(subject: string, volunteer: Actor, at: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        pk: `AUDIT#${subject}`,
        sk: `READ#${String(at).padStart(15, '0')}#${randomUUID()}`,
        entity: 'supportRead',
        subject,
        volunteerUid: volunteer.uid,
        volunteerName: volunteer.name,
        at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Records one read before the data is returned: no record, no data. */
export async function recordRead(volunteer: Actor, subject: ReadSubject, at = Date.now()): Promise<void> {
  if ('post' in subject) {
    await putSupportRead({
      postId: subject.post,
      volunteerUid: volunteer.uid,
      volunteerName: volunteer.name,
      at,
    });
  } else if ('contact' in subject) {
    await putOtherRead(`CONTACT#${subject.contact}`, volunteer, at);
  } else {
    await putOtherRead(`MEMBER#${subject.member}`, volunteer, at);
  }
}
