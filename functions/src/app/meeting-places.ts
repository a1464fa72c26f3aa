// The meeting places (shared/src/domain/meeting-places.ts): anyone reads an area's places a meeting may
// be set at; volunteers read them all (retired ones too, with who changed what), add a place and retire
// one. Every volunteer change is recorded beside it (the store's audit record).

import { isAreaId } from '@bookwish/shared/domain/areas';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { listsMessages, supportMessages } from '@bookwish/shared/domain/messages';
import { meetingPlaceSchema } from '@bookwish/shared/domain/schemas/meeting-places';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import type { Clock, MeetingPlaceChange, MeetingPlaces } from './ports.ts';
import { parse } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

/** A place id as the server makes them (the seed's readable ones too): nothing else reaches the store. */
const PLACE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** GET /api/meeting-places?area=<id>: the area's places, by name. */
export async function placesInArea(
  deps: { places: MeetingPlaces },
  query: Record<string, string | undefined> | null | undefined,
): Promise<{ items: MeetingPlace[] }> {
  const area = query?.area;
  if (!isAreaId(area)) {
    throw new AppError('VALIDATION', listsMessages.areaInvalid, { area: listsMessages.areaInvalid });
  }
  return { items: await deps.places.list(area) };
}

/** GET /api/support/meeting-places: every place and the newest changes (volunteers). */
export async function allPlaces(
  deps: { places: MeetingPlaces },
  caller: Actor | null,
): Promise<{ items: MeetingPlace[]; changes: MeetingPlaceChange[] }> {
  requireVolunteer(caller);
  const [items, changes] = await Promise.all([deps.places.listAll(), deps.places.changes()]);
  return { items, changes };
}

/** POST /api/support/meeting-places: a volunteer adds a place (recorded). */
export async function addPlace(
  deps: { places: MeetingPlaces; clock: Clock; newId: () => string },
  input: { caller: Actor | null; body: unknown },
): Promise<MeetingPlace> {
  const volunteer = requireVolunteer(input.caller);
  const fields = parse(meetingPlaceSchema, input.body);
  const place: MeetingPlace = { id: deps.newId(), ...fields, retired: false };
  await deps.places.put(place, { volunteer, at: deps.clock.now() });
  return place;
}

/** POST /api/support/meeting-places/{id}/retire: no new meeting is set there (recorded). */
export async function retirePlace(
  deps: { places: MeetingPlaces; clock: Clock },
  input: { caller: Actor | null; id: string },
): Promise<MeetingPlace> {
  const volunteer = requireVolunteer(input.caller);
  if (!PLACE_ID.test(input.id)) throw new AppError('NOT_FOUND', supportMessages.placeNotFound);
  const retired = await deps.places.retire(input.id, { volunteer, at: deps.clock.now() });
  if (retired === null) throw new AppError('NOT_FOUND', supportMessages.placeNotFound);
  if (retired === 'retired') throw new AppError('CONFLICT', supportMessages.placeAlreadyRetired);
  return retired;
}
