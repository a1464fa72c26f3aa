// Writer's Spotlight in the table. Applications share one partition, `SPOTLIGHT#APPLICATIONS` (sort
// key `APP#<id>`), and published interviews another, `SPOTLIGHT#INTERVIEWS` (`INTERVIEW#<slug>`): the
// inbox and the interviews' list are one Query each, no index. A nonprofit's program gets tens of
// applications a season, so one partition is far from DynamoDB's per-partition limits; the day it
// gets thousands, the inbox pages over an index as the contact inbox does.
//
// A decision is kept on its application (`decisions`, appended in the same conditional update that
// sets the status, so none is lost and none is made twice), with the email it owes its applicant
// marked in the same transaction (`SPOTLIGHT#MAIL`) until it went; each publication or edit of an interview
// writes an audit item (`AUDIT#SPOTLIGHT#<slug>`) in the same transaction as the interview.

import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  SpotlightApplication,
  SpotlightDecisionRecord,
  SpotlightInterview,
} from '@bookwish/shared/api/spotlight';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import { MAIL_CLAIM_MS, type OwedDecisionMail, type SpotlightStore } from '../app/spotlight.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { isLostRace } from './event-store.ts';
import { memberItems } from './member-partition.ts';
import { auditSk, partitionItems, writeUnlessRaced } from './table.ts';

const APPLICATIONS = 'SPOTLIGHT#APPLICATIONS';
const INTERVIEWS = 'SPOTLIGHT#INTERVIEWS';
const MAILS = 'SPOTLIGHT#MAIL';
const appSk = (id: string) => `APP#${id}`;
const mailSk = (id: string, index: number) => `MAIL#${id}#${String(index).padStart(3, '0')}`;
const interviewSk = (slug: string) => `INTERVIEW#${slug}`;
const table = () => config().tableName;

function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return rest as T;
}

export async function putApplication(application: SpotlightApplication): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: {
                ...application,
                pk: APPLICATIONS,
                sk: appSk(application.id),
                entity: 'spotlightApplication',
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          // The member's record of it, so account deletion finds it (member-records.ts).
          {
            Put: {
              TableName: table(),
              Item: {
                pk: `MEMBER#${application.uid}`,
                sk: `SPOTLIGHT#${application.id}`,
                entity: 'sentSpotlight',
                applicationId: application.id,
              },
            },
          },
        ],
      }),
    ),
  );
}

export async function getApplication(id: string): Promise<SpotlightApplication | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: APPLICATIONS, sk: appSk(id) }, ConsistentRead: true }),
  );
  return Item ? withoutKeys<SpotlightApplication>(Item) : null;
}

export async function listApplications(): Promise<SpotlightApplication[]> {
  return (await partitionItems(APPLICATIONS)).map((item) => withoutKeys<SpotlightApplication>(item));
}

/** The decision and the email it owes its applicant in one transaction: the application's status and
 * decisions (only if its status and number of decisions are still those the volunteer saw), and a mark
 * `SPOTLIGHT#MAIL` / `MAIL#<id>#<n>` that stays until the email went (the route sends it at once, the
 * timers sweep whatever is left). The application as it now is, or null when it moved on. */
/** A member's own applications: their records (`MEMBER#<uid>`, `SPOTLIGHT#<id>`), then each
 * application (a member sends one or two a season). */
export async function applicationsOf(uid: string): Promise<SpotlightApplication[]> {
  const records = await memberItems(uid, { prefix: 'SPOTLIGHT#' });
  const found = await Promise.all(records.map((record) => getApplication(record.applicationId as string)));
  return found.filter((application): application is SpotlightApplication => application !== null);
}

export async function decideApplication(
  id: string,
  decision: SpotlightDecisionRecord,
  owed: { index: number; uid: string },
): Promise<SpotlightApplication | null> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: { pk: APPLICATIONS, sk: appSk(id) },
              UpdateExpression: 'SET #status = :to, decisions = list_append(decisions, :decision)',
              ConditionExpression: 'attribute_exists(pk) AND #status = :from AND size(decisions) = :n',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':to': decision.to,
                ':from': decision.from,
                ':decision': [decision],
                ':n': owed.index,
              },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                pk: MAILS,
                sk: mailSk(id, owed.index),
                entity: 'spotlightMailOwed',
                applicationId: id,
                index: owed.index,
                uid: owed.uid,
                decision: decision.to,
                at: decision.at,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isLostRace(error)) return null;
    throw error;
  }
  return getApplication(id);
}

/** Every decision email not sent yet (usually none: one Query of a small partition per sweep). */
export async function owedMails(): Promise<OwedDecisionMail[]> {
  return (await partitionItems(MAILS)).map((item) => ({
    applicationId: item.applicationId as string,
    index: item.index as number,
    uid: item.uid as string,
    decision: item.decision as OwedDecisionMail['decision'],
    at: item.at as number,
  }));
}

/** Takes an owed email to send it: true for one sender only. A claim older than MAIL_CLAIM_MS is a
 * sender that died before it finished (a Lambda lives 30 s at most here), so it may be taken again. */
export async function claimMail(owed: OwedDecisionMail, now: number): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: MAILS, sk: mailSk(owed.applicationId, owed.index) },
        UpdateExpression: 'SET claimedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(claimedAt) OR claimedAt < :stale)',
        ExpressionAttributeValues: { ':now': now, ':stale': now - MAIL_CLAIM_MS },
      }),
    ),
  );
}

/** The email went (or has nobody to go to): the mark goes. */
export async function mailDone(owed: OwedDecisionMail): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: table(), Key: { pk: MAILS, sk: mailSk(owed.applicationId, owed.index) } }),
  );
}

/** The send failed: the mark stays, free for the next sweep. */
export async function releaseMail(owed: OwedDecisionMail): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: MAILS, sk: mailSk(owed.applicationId, owed.index) },
        UpdateExpression: 'REMOVE claimedAt',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if (!isLostRace(error)) throw error;
    });
}

export async function getInterview(slug: string): Promise<SpotlightInterview | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: INTERVIEWS, sk: interviewSk(slug) } }),
  );
  return Item ? withoutKeys<SpotlightInterview>(Item) : null;
}

export async function listInterviews(): Promise<SpotlightInterview[]> {
  return (await partitionItems(INTERVIEWS)).map((item) => withoutKeys<SpotlightInterview>(item));
}

export async function putInterview(
  interview: SpotlightInterview,
  by: { uid: string; name: string; at: number },
): Promise<boolean> {
  return writeUnlessRaced(
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: {
                ...interview,
                pk: INTERVIEWS,
                sk: interviewSk(interview.slug),
                entity: 'spotlightInterview',
              },
              // A slug is one writer's: a first publication, or the same application's interview again.
              ConditionExpression: 'attribute_not_exists(pk) OR applicationId = :app',
              ExpressionAttributeValues: { ':app': interview.applicationId },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                pk: `AUDIT#SPOTLIGHT#${interview.slug}`,
                sk: auditSk('EDIT#', by.at),
                entity: 'supportEdit',
                volunteerUid: by.uid,
                volunteerName: by.name,
                at: by.at,
              },
            },
          },
          ...(interview.applicationId
            ? [
                {
                  Update: {
                    TableName: table(),
                    Key: { pk: APPLICATIONS, sk: appSk(interview.applicationId) },
                    UpdateExpression: 'SET slug = :slug',
                    ConditionExpression: 'attribute_exists(pk)',
                    ExpressionAttributeValues: { ':slug': interview.slug },
                  },
                },
              ]
            : []),
        ],
      }),
    ),
  );
}

/** Account deletion: each application the member sent stays in the inbox (its decisions are the
 * volunteers' record) as "Former member" with no answers; found through the member's records, so run
 * before those go. A published interview is the volunteers' page and stays until they edit it. */
export async function eraseApplicant(uid: string, now: number): Promise<void> {
  const records = await memberItems(uid, { prefix: 'SPOTLIGHT#' });
  for (const record of records) {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: APPLICATIONS, sk: appSk(record.applicationId as string) },
          UpdateExpression: 'SET #name = :name, answers = :none, erasedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': FORMER_MEMBER, ':none': [], ':at': now },
        }),
      )
      .catch((error: unknown) => {
        if (!isLostRace(error)) throw error;
      });
  }
}

export const dynamoSpotlight: SpotlightStore = {
  putApplication,
  getApplication,
  listApplications,
  applicationsOf,
  decide: decideApplication,
  owedMails,
  claimMail,
  mailDone,
  releaseMail,
  getInterview,
  listInterviews,
  putInterview,
};
