// The meeting places (shared/src/domain/meeting-places.ts): one item per place, all in one partition,
// `MEETINGPLACES` / `PLACE#<id>`, so reading one is a GetItem and every list is one Query of that
// partition, read whole and picked in code. The list is a nonprofit's (a few hundred places at most, a
// few hundred bytes each: one page of a Query), so no index and no FilterExpression (which would read
// and bill the same items) is worth its keys. The day it outgrows a page, the paging below goes on.
//
// A volunteer's change (a place added or corrected, a place retired) is audited as the other support
// actions are: in the same transaction, an append-only record under `AUDIT#MEETINGPLACES` says which
// volunteer did what to which place, and when. The seed writes places without one.

import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AreaId } from '@bookwish/shared/domain/areas';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import type { Actor } from '@bookwish/shared/domain/types';
import type { MeetingPlaceChange, MeetingPlaces } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { auditSk, partitionItems } from './table.ts';

export const MEETING_PLACES_PK = 'MEETINGPLACES';
const PLACE_PREFIX = 'PLACE#';
const placeKey = (id: string) => ({ pk: MEETING_PLACES_PK, sk: `${PLACE_PREFIX}${id}` });
const table = () => config().tableName;
const AUDIT_PK = 'AUDIT#MEETINGPLACES';
const CHANGE_PREFIX = 'CHANGE#';

/** Who changed a place, and when: recorded beside the change. */
export interface ChangedBy {
  volunteer: Actor;
  at: number;
}

/** The audit record of one change, as a Put of the same transaction. */
function changeRecord(action: MeetingPlaceChange['action'], place: MeetingPlace, by: ChangedBy) {
  return {
    Put: {
      TableName: table(),
      Item: {
        pk: AUDIT_PK,
        sk: auditSk(CHANGE_PREFIX, by.at),
        entity: 'meetingPlaceChange',
        action,
        placeId: place.id,
        placeName: place.name,
        volunteerUid: by.volunteer.uid,
        volunteerName: by.volunteer.name,
        at: by.at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The place as stored, without the table's own attributes. */
function toPlace(item: Record<string, unknown>): MeetingPlace {
  const { id, area, name, address, hours, kind, retired } = item as unknown as MeetingPlace;
  return { id, area, name, address, hours, kind, retired: retired === true };
}

const byName = (a: MeetingPlace, b: MeetingPlace) => a.name.localeCompare(b.name, 'en');

/** Every place, retired ones too (the volunteers' list), by name. */
export async function listAllMeetingPlaces(): Promise<MeetingPlace[]> {
  const places = (await partitionItems(MEETING_PLACES_PK, { prefix: PLACE_PREFIX })).map(toPlace);
  return places.sort(byName);
}

/** The places of one area a meeting may be set at now (not retired), by name. */
export async function listMeetingPlaces(area: AreaId): Promise<MeetingPlace[]> {
  return (await listAllMeetingPlaces()).filter((place) => place.area === area && !place.retired);
}

/** One place, retired or not (a meeting set there before it was retired still names it), or null. */
export async function getMeetingPlace(id: string): Promise<MeetingPlace | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: placeKey(id), ConsistentRead: true }),
  );
  return Item ? toPlace(Item) : null;
}

/** Adds a place, or replaces the one with its id (the seed run again); a volunteer's is recorded. */
export async function putMeetingPlace(place: MeetingPlace, by?: ChangedBy): Promise<void> {
  const item = {
    ...toPlace(place as unknown as Record<string, unknown>),
    ...placeKey(place.id),
    entity: 'meetingPlace',
  };
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: table(), Item: item } },
        ...(by ? [changeRecord('add', place, by)] : []),
      ],
    }),
  );
}

/** Retires a place: no new meeting is set there. The retired place; null when there is none; 'retired'
 * when it already was (nothing written, nothing recorded). */
export async function retireMeetingPlace(
  id: string,
  by?: ChangedBy,
): Promise<MeetingPlace | null | 'retired'> {
  const place = await getMeetingPlace(id);
  if (!place) return null;
  if (place.retired) return 'retired';
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: placeKey(id),
              UpdateExpression: 'SET retired = :yes',
              // Two volunteers retiring it at once: one change, one record.
              ConditionExpression: 'attribute_exists(pk) AND retired = :no',
              ExpressionAttributeValues: { ':yes': true, ':no': false },
            },
          },
          ...(by ? [changeRecord('retire', place, by)] : []),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') {
      return (await getMeetingPlace(id)) ? 'retired' : null;
    }
    throw error;
  }
  return { ...place, retired: true };
}

/** The volunteers' changes to the places, newest first, at most `limit`. */
export async function listMeetingPlaceChanges(limit = 50): Promise<MeetingPlaceChange[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': AUDIT_PK, ':prefix': CHANGE_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map((item) => ({
    action: item.action as MeetingPlaceChange['action'],
    placeId: item.placeId as string,
    placeName: item.placeName as string,
    volunteerUid: item.volunteerUid as string,
    volunteerName: item.volunteerName as string,
    at: item.at as number,
  }));
}

/** The store as the handlers take it (app/ports.ts MeetingPlaces). */
export const dynamoMeetingPlaces: MeetingPlaces = {
  list: listMeetingPlaces,
  listAll: listAllMeetingPlaces,
  get: getMeetingPlace,
  put: putMeetingPlace,
  retire: retireMeetingPlace,
  changes: listMeetingPlaceChanges,
};
