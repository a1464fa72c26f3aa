// Append-only record of volunteers reading a post's full history (private fields included), so the
// organisation can answer "who looked at my address?". Items are only ever added.

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Actor } from '@bookwish/shared/domain/types';
import type { ReadSubject, SupportAudit } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { auditSk, partitionItems } from './table.ts';

export interface SupportRead {
  postId: string;
  volunteerUid: string;
  volunteerName: string;
  at: number; // epoch ms
}

const auditPk = (postId: string) => `AUDIT#${postId}`;

export async function putSupportRead(read: SupportRead): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        ...read,
        pk: auditPk(read.postId),
        sk: auditSk('READ#', read.at),
        entity: 'supportRead',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Every recorded read of a post, oldest first. */
export async function listSupportReads(postId: string): Promise<SupportRead[]> {
  return (await partitionItems(auditPk(postId), { prefix: 'READ#' })).map((item) => ({
    postId: item.postId as string,
    volunteerUid: item.volunteerUid as string,
    volunteerName: item.volunteerName as string,
    at: item.at as number,
  }));
}

/** Reads of a contact message or a member look-up, under their own audit partitions, so "who read my
 * message?" has an answer too. */
async function putOtherRead(subject: string, volunteer: Actor, at: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tableName,
      Item: {
        pk: `AUDIT#${subject}`,
        sk: auditSk('READ#', at),
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

/** Who made an archive of this member's data, and when (oldest first): the record of a volunteer export. */
export async function listExportReads(uid: string): Promise<{ volunteerUid: string; at: number }[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :read)',
      ExpressionAttributeValues: { ':pk': `AUDIT#EXPORT#${uid}`, ':read': 'READ#' },
    }),
  );
  return (page.Items ?? []).map((item) => ({
    volunteerUid: item.volunteerUid as string,
    at: item.at as number,
  }));
}

/** The SupportAudit port: every support read is kept (which volunteer, what, when). */
export const dynamoSupportAudit: SupportAudit = {
  async recordRead(volunteer: Actor, subject: ReadSubject, at: number): Promise<void> {
    if ('post' in subject) {
      await putSupportRead({
        postId: subject.post,
        volunteerUid: volunteer.uid,
        volunteerName: volunteer.name,
        at,
      });
    } else if ('contact' in subject) {
      await putOtherRead(`CONTACT#${subject.contact}`, volunteer, at);
    } else if ('export' in subject) {
      await putOtherRead(`EXPORT#${subject.export}`, volunteer, at);
    } else {
      await putOtherRead(`MEMBER#${subject.member}`, volunteer, at);
    }
  },
};
