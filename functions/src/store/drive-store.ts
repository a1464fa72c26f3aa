// Book drives in the table: each drive one item under the `DRIVES` partition (`DRIVE#<id>`), so the
// console's list and the home page's running drive are one Query (a nonprofit opens a few drives a
// year); each volunteer action on a drive is kept beside it, in the same transaction, under
// `AUDIT#DRIVE#<id>` (who, what, when), as the support reads are. Books gifted are not stored here:
// they are the impact figures' per-drive counters (shared impact.ts, folded from the event stream).

import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Drive } from '@bookwish/shared/domain/drives';
import { IMPACT } from '@bookwish/shared/domain/impact';
import type { Actor } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { IMPACT_PARTITION, type ImpactPartition } from './impact-store.ts';
import { auditSk, partitionItems, writeUnlessRaced } from './table.ts';

const DRIVES = 'DRIVES';
const driveSk = (id: string) => `DRIVE#${id}`;
const auditPk = (id: string) => `AUDIT#DRIVE#${id}`;
const table = () => config().tableName;

export type DriveAction = 'open' | 'close';

export interface DriveAuditEntry {
  action: DriveAction;
  volunteerUid: string;
  volunteerName: string;
  at: number;
}

function toDrive(item: Record<string, unknown>): Drive {
  return item.drive as Drive;
}

function auditPut(id: string, action: DriveAction, volunteer: Actor, at: number) {
  return {
    Put: {
      TableName: table(),
      Item: {
        pk: auditPk(id),
        sk: auditSk('ACTION#', at),
        entity: 'driveAction',
        driveId: id,
        action,
        volunteerUid: volunteer.uid,
        volunteerName: volunteer.name,
        at,
      },
    },
  };
}

/** A new drive and its "opened by" record, at once. */
export async function putDrive(drive: Drive, volunteer: Actor): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: { pk: DRIVES, sk: driveSk(drive.id), entity: 'drive', drive },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        auditPut(drive.id, 'open', volunteer, drive.openedAt),
      ],
    }),
  );
}

export async function getDrive(id: string): Promise<Drive | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: DRIVES, sk: driveSk(id) } }),
  );
  return Item ? toDrive(Item) : null;
}

/** Every drive, newest first (one Query of the drives' partition). */
export async function listDrives(): Promise<Drive[]> {
  const drives = (await partitionItems(DRIVES, { prefix: 'DRIVE#' })).map(toDrive);
  return drives.sort((a, b) => b.openedAt - a.openedAt);
}

/** Closes a drive still running, with its "closed by" record; false when it was closed already. */
export async function closeDrive(id: string, volunteer: Actor, at: number): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: { pk: DRIVES, sk: driveSk(id) },
              UpdateExpression: 'SET #drive.closedAt = :at',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#drive.closedAt)',
              ExpressionAttributeNames: { '#drive': 'drive' },
              ExpressionAttributeValues: { ':at': at },
            },
          },
          auditPut(id, 'close', volunteer, at),
        ],
      }),
    ),
  );
}

/** Who opened and closed a drive, oldest first. */
export async function driveAudit(id: string): Promise<DriveAuditEntry[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :action)',
      ExpressionAttributeValues: { ':pk': auditPk(id), ':action': 'ACTION#' },
    }),
  );
  return (page.Items ?? []).map((item) => ({
    action: item.action as DriveAction,
    volunteerUid: item.volunteerUid as string,
    volunteerName: item.volunteerName as string,
    at: item.at as number,
  }));
}

/** Books gifted for each of these drives: their counters summed over the impact figures' months (one
 * Query reading only those counters). */
export async function drivesGifted(
  ids: readonly string[],
  where: ImpactPartition = IMPACT_PARTITION,
): Promise<Map<string, number>> {
  const gifted = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return gifted;
  const names = Object.fromEntries(ids.map((id, i) => [`#d${i}`, IMPACT.giftedByDrive(id)]));
  const months = await partitionItems(where.months, {
    prefix: 'MONTH#',
    projection: { expression: Object.keys(names).join(', '), names },
  });
  for (const item of months) {
    ids.forEach((id) => {
      const value = item[IMPACT.giftedByDrive(id)];
      if (typeof value === 'number') gifted.set(id, (gifted.get(id) ?? 0) + value);
    });
  }
  return gifted;
}

/** The ids of a drive's wishes, newest first: those posted for it and those tagged to it later, as the
 * impact fold listed them (impact-store.ts). One Query; a drive has at most a few hundred. */
export async function driveWishIds(
  driveId: string,
  where: ImpactPartition = IMPACT_PARTITION,
): Promise<string[]> {
  const wishes = (await partitionItems(where.drive(driveId), { prefix: 'WISH#' })).map((item) => ({
    postId: item.postId as string,
    postedAt: item.postedAt as number,
  }));
  return wishes.sort((a, b) => b.postedAt - a.postedAt).map((wish) => wish.postId);
}

/** The drives port (app/drives.ts). */
export const dynamoDrives = {
  get: getDrive,
  list: listDrives,
  put: putDrive,
  close: closeDrive,
  gifted: (ids: readonly string[]) => drivesGifted(ids),
  wishIds: (driveId: string) => driveWishIds(driveId),
  audit: async (driveId: string) =>
    (await driveAudit(driveId)).map(({ action, volunteerName, at }) => ({ action, volunteerName, at })),
};
