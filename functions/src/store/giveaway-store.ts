// Giveaway records in the table: every giveaway under `GIVEAWAY#LIST` (one Query lists them: a few a
// year), each written whole with a condition on its version, in one transaction with the volunteer's
// action appended under `GIVEAWAY#AUDIT#<id>` (never changed), so no change goes unaudited; each winner email's claim under `GIVEAWAY#MAIL#<id>` / the
// winner's person pseudonym, so two sweeps at once send one email. All under `GIVEAWAY#`, the one
// prefix the timers sweep may touch beside posts to send the winner emails. Account deletion removes
// the member from a drawn giveaway's owners (forgetOwners), the one change no volunteer makes.

import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { GiveawayAuditEntry } from '@bookwish/shared/api/giveaways';
import type { GiveawayRecord, GiveawayRecords } from '../app/giveaways.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { auditSk, partitionItems, writeUnlessRaced } from './table.ts';

const LIST_PK = 'GIVEAWAY#LIST';
const auditPk = (id: string) => `GIVEAWAY#AUDIT#${id}`;
const mailPk = (id: string) => `GIVEAWAY#MAIL#${id}`;
const table = () => config().tableName;

const recordOf = (item: Record<string, unknown>) => item.giveaway as GiveawayRecord;

/** Every giveaway (one Query: a few a year). */
export async function listGiveaways(): Promise<GiveawayRecord[]> {
  return (await partitionItems(LIST_PK)).map(recordOf);
}

export async function getGiveaway(id: string): Promise<GiveawayRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: LIST_PK, sk: id }, ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : null;
}

export const dynamoGiveaways: GiveawayRecords = {
  list: listGiveaways,
  get: getGiveaway,
  async put(record, expected, audit) {
    return writeUnlessRaced(
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: {
                  pk: LIST_PK,
                  sk: record.id,
                  entity: 'giveaway',
                  version: record.version,
                  giveaway: record,
                },
                ...(expected === null
                  ? { ConditionExpression: 'attribute_not_exists(pk)' }
                  : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expected } }),
              },
            },
            {
              Put: {
                TableName: table(),
                Item: {
                  pk: auditPk(record.id),
                  sk: auditSk('', audit.at),
                  entity: 'giveawayAudit',
                  ...audit,
                },
              },
            },
          ],
        }),
      ),
    );
  },
  async auditOf(id) {
    return (await partitionItems(auditPk(id))).map(
      (item): GiveawayAuditEntry => ({
        at: item.at as number,
        volunteerName: item.volunteerName as string,
        action: item.action as GiveawayAuditEntry['action'],
        detail: item.detail as string,
      }),
    );
  },
  async emailedOf(id) {
    return Object.fromEntries(
      (await partitionItems(mailPk(id))).map((item) => [item.sk as string, item.at as number]),
    );
  },
};

/** Account deletion (app/giveaway-erasure.ts): these persons leave the draw's private owners, if the
 * stored version is `expected`; the version moves on, so a volunteer's write read before this one is
 * refused rather than writing the owners back. False, and nothing written, when another write came
 * first. Not a volunteer's action: nothing goes in the audit. */
export async function forgetOwners(
  id: string,
  persons: readonly string[],
  expected: number,
): Promise<boolean> {
  const names: Record<string, string> = { '#g': 'giveaway', '#draw': 'draw', '#owners': 'owners' };
  persons.forEach((person, i) => {
    names[`#p${i}`] = person;
  });
  return writeUnlessRaced(
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: LIST_PK, sk: id },
        UpdateExpression: `REMOVE ${persons.map((_, i) => `#g.#draw.#owners.#p${i}`).join(', ')} SET version = :next, #g.version = :next`,
        ConditionExpression: 'version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':expected': expected, ':next': expected + 1 },
      }),
    ),
  );
}

/** The winner email's claim: true when this caller now owns the email to this person. */
export async function claimWinnerEmail(id: string, person: string, at: number): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { pk: mailPk(id), sk: person, entity: 'giveawayMail', at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** The send failed: the next sweep may send. */
export async function releaseWinnerEmail(id: string, person: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: mailPk(id), sk: person } }));
}
