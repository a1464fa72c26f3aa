// The meeting places (shared/src/domain/meeting-places.ts): one item per place, all in one partition,
// `MEETINGPLACES` / `PLACE#<id>`, so reading one is a GetItem and every list is one Query of that
// partition, read whole and picked in code. The list is a nonprofit's (a few hundred places at most, a
// few hundred bytes each: one page of a Query), so no index and no FilterExpression (which would read
// and bill the same items) is worth its keys. The day it outgrows a page, the paging below goes on.

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AreaId } from '@bookwish/shared/domain/areas';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import type { MeetingPlaces } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

export const MEETING_PLACES_PK = 'MEETINGPLACES';
const PLACE_PREFIX = 'PLACE#';
const placeKey = (id: string) => ({ pk: MEETING_PLACES_PK, sk: `${PLACE_PREFIX}${id}` });
const table = () => config().tableName;

/** The place as stored, without the table's own attributes. */
function toPlace(item: Record<string, unknown>): MeetingPlace {
  const { id, area, name, address, hours, kind, retired } = item as unknown as MeetingPlace;
  return { id, area, name, address, hours, kind, retired: retired === true };
}

const byName = (a: MeetingPlace, b: MeetingPlace) => a.name.localeCompare(b.name, 'en');

/** Every place, retired ones too (the volunteers' list), by name. */
export async function listAllMeetingPlaces(): Promise<MeetingPlace[]> {
  const places: MeetingPlace[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': MEETING_PLACES_PK, ':prefix': PLACE_PREFIX },
        ExclusiveStartKey: start,
      }),
    );
    places.push(...(page.Items ?? []).map(toPlace));
    start = page.LastEvaluatedKey;
  } while (start);
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

/** Adds a place, or replaces the one with its id (a volunteer's correction, or the seed run again). */
export async function putMeetingPlace(place: MeetingPlace): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...toPlace(place as unknown as Record<string, unknown>),
        ...placeKey(place.id),
        entity: 'meetingPlace',
      },
    }),
  );
}

/** Retires a place: no new meeting is set there. The retired place, or null when there is none. */
export async function retireMeetingPlace(id: string): Promise<MeetingPlace | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: placeKey(id),
        UpdateExpression: 'SET retired = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toPlace(Attributes) : null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw error;
  }
}

/** The store as the handlers take it (app/ports.ts MeetingPlaces). */
export const dynamoMeetingPlaces: MeetingPlaces = {
  list: listMeetingPlaces,
  listAll: listAllMeetingPlaces,
  get: getMeetingPlace,
  put: putMeetingPlace,
  retire: retireMeetingPlace,
};
