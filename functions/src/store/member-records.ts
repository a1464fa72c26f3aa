// The member's own partition, `MEMBER#<uid>`: notification settings (NOTIFY_PREFS), the posts they
// joined (PARTY#<postId>), the messages they sent (CONTACT#<id>), their devices with notifications on
// (PUSH#<hash>) and the revocation mark (SESSION). Account deletion drops all of it but SESSION, which
// keeps the deleted member's old tokens refused, and each device's owner mark that still names them.

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRecords } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { memberItems } from './member-partition.ts';
import { forgetOwner, PUSH_PREFIX } from './push-device-store.ts';

const KEPT = new Set(['SESSION']);

/** One attribute of each of the member's records whose sort key starts with `prefix` (every page). */
export async function recordValues(
  uid: string,
  prefix: 'PARTY#' | 'CONTACT#' | 'REPORT#',
  field: string,
): Promise<string[]> {
  return (await memberItems(uid, { prefix })).map((item) => item[field] as string);
}

async function keysOf(uid: string): Promise<{ pk: string; sk: string }[]> {
  const items = await memberItems(uid, { projection: 'pk, sk' });
  return items.map((item) => ({ pk: item.pk as string, sk: item.sk as string }));
}

export async function eraseMemberRecords(uid: string): Promise<void> {
  const keys = (await keysOf(uid)).filter((k) => !KEPT.has(k.sk));
  for (const { sk } of keys)
    if (sk.startsWith(PUSH_PREFIX)) await forgetOwner(uid, sk.slice(PUSH_PREFIX.length));
  const table = config().tableName;
  for (let i = 0; i < keys.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = keys
      .slice(i, i + 25)
      .map((Key) => ({ DeleteRequest: { Key } }));
    // BatchWrite may hand some back under load: retry those until none remain.
    while (requests && requests.length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] as Record<string, unknown>[] | undefined;
    }
  }
}

/** The MemberRecords port. */
export const dynamoMemberRecords: MemberRecords = { erase: eraseMemberRecords };
