// A member's devices for notifications (Web Push): one item per device under the member,
// `MEMBER#<uid>` / `PUSH#<hash of the endpoint>` (so erasing the member's partition erases them), and
// beside it the device's owner mark, `PUSHDEVICE#<hash>` / `OWNER` holding the member's id only, so a
// device belongs to one member at a time: on a shared phone the member who turns notifications on
// last takes the device, and the one before no longer gets pushes on it. Erasure deletes the mark too
// (member-records.ts), when it still names the member.

import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PushDevice, PushDevices } from '../app/notify-ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { memberItems } from './member-partition.ts';

export const PUSH_PREFIX = 'PUSH#';

/** The key of a device: a hash, so neither the member's partition keys nor the owner mark spell the
 * endpoint (it is a capability at the push service). */
export function deviceHash(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);
}

const deviceKey = (uid: string, hash: string) => ({ pk: `MEMBER#${uid}`, sk: `${PUSH_PREFIX}${hash}` });
export const ownerKey = (hash: string) => ({ pk: `PUSHDEVICE#${hash}`, sk: 'OWNER' });

async function list(uid: string): Promise<PushDevice[]> {
  const items = await memberItems(uid, { prefix: PUSH_PREFIX });
  return items.map(
    (item) => ({ endpoint: item.endpoint, p256dh: item.p256dh, auth: item.auth }) as PushDevice,
  );
}

async function add(uid: string, device: PushDevice, at: number): Promise<void> {
  const table = config().tableName;
  const hash = deviceHash(device.endpoint);
  const { Item: owner } = await dynamo().send(
    new GetCommand({ TableName: table, Key: ownerKey(hash), ConsistentRead: true }),
  );
  const previous = typeof owner?.uid === 'string' && owner.uid !== uid ? owner.uid : null;
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: { ...deviceKey(uid, hash), entity: 'pushDevice', ...device, addedAt: at },
          },
        },
        { Put: { TableName: table, Item: { ...ownerKey(hash), entity: 'pushOwner', uid } } },
        // The device's member before: theirs no more.
        ...(previous ? [{ Delete: { TableName: table, Key: deviceKey(previous, hash) } }] : []),
      ],
    }),
  );
}

async function remove(uid: string, endpoint: string): Promise<boolean> {
  const table = config().tableName;
  const hash = deviceHash(endpoint);
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: table, Key: deviceKey(uid, hash), ReturnValues: 'ALL_OLD' }),
  );
  await forgetOwner(uid, hash);
  return Boolean(Attributes);
}

/** Deletes the device's owner mark when it names this member (another may own the device now). */
export async function forgetOwner(uid: string, hash: string): Promise<void> {
  await dynamo()
    .send(
      new DeleteCommand({
        TableName: config().tableName,
        Key: ownerKey(hash),
        ConditionExpression: 'uid = :uid',
        ExpressionAttributeValues: { ':uid': uid },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** The PushDevices port. */
export const dynamoPushDevices: PushDevices = { list, add, remove };
