// The meeting places against DynamoDB Local: an area's list has its places and no retired one, a
// retired place still reads (a meeting set there keeps its place), and a put with the same id corrects.

import { randomUUID } from 'node:crypto';
import type { MeetingPlace } from '@bookwish/shared/domain/meeting-places';
import { describe, expect, it } from 'vitest';
import {
  getMeetingPlace,
  listAllMeetingPlaces,
  listMeetingPlaces,
  putMeetingPlace,
  retireMeetingPlace,
} from './meeting-places-store.ts';

const closedDay: readonly (readonly [string, string])[] = [];
const hours = {
  mon: [['10:00', '20:00']],
  tue: [['10:00', '20:00']],
  wed: [['10:00', '20:00']],
  thu: [['10:00', '20:00']],
  fri: [['10:00', '18:00']],
  sat: [['10:00', '17:00']],
  sun: closedDay,
} as const;

const place = (name: string, area: MeetingPlace['area']): MeetingPlace => ({
  id: `test-${randomUUID()}`,
  area,
  name,
  address: '2425 MacDonald St, Vancouver, BC',
  hours,
  kind: 'library',
  retired: false,
});

describe('meeting places store', () => {
  it("lists an area's open places by name, keeps retired ones readable, and corrects by id", async () => {
    const suffix = randomUUID();
    const kits = place(`Kitsilano Branch ${suffix}`, 'vancouver-kitsilano');
    const alpha = place(`A Kitsilano Centre ${suffix}`, 'vancouver-kitsilano');
    const burnaby = place(`Bob Prittie Metrotown ${suffix}`, 'burnaby');
    for (const p of [kits, alpha, burnaby]) await putMeetingPlace(p);

    const ours = (list: MeetingPlace[]) => list.filter((p) => p.name.endsWith(suffix));
    expect(ours(await listMeetingPlaces('vancouver-kitsilano'))).toEqual([alpha, kits]);
    expect(ours(await listMeetingPlaces('burnaby'))).toEqual([burnaby]);
    expect(await getMeetingPlace(kits.id)).toEqual(kits);

    expect(await retireMeetingPlace(kits.id)).toEqual({ ...kits, retired: true });
    expect(await retireMeetingPlace(kits.id)).toBe('retired');
    expect(ours(await listMeetingPlaces('vancouver-kitsilano'))).toEqual([alpha]);
    expect(await getMeetingPlace(kits.id)).toEqual({ ...kits, retired: true });
    expect(ours(await listAllMeetingPlaces())).toContainEqual({ ...kits, retired: true });

    const corrected = { ...alpha, address: '1 Corrected Ave, Vancouver, BC' };
    await putMeetingPlace(corrected);
    expect(await getMeetingPlace(alpha.id)).toEqual(corrected);
  });

  it('answers null for a place that does not exist, and retires nothing then', async () => {
    const id = `test-${randomUUID()}`;
    expect(await getMeetingPlace(id)).toBeNull();
    expect(await retireMeetingPlace(id)).toBeNull();
    expect(await getMeetingPlace(id)).toBeNull();
  });
});
