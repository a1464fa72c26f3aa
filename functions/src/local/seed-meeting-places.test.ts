import { AREA_IDS } from '@bookwish/shared/domain/areas';
import { validate } from '@bookwish/shared/domain/schemas/errors';
import { meetingPlaceSchema } from '@bookwish/shared/domain/schemas/meeting-places';
import { describe, expect, it } from 'vitest';
import { SEED_MEETING_PLACES } from './seed-meeting-places.ts';

describe('the seeded meeting places', () => {
  it('are each a place a volunteer could have added: a name, an address, an area and hours that hold', () => {
    for (const { id, retired, ...fields } of SEED_MEETING_PLACES) {
      expect(validate(meetingPlaceSchema, fields), id).toEqual({ ok: true, data: fields });
      expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
      expect(retired).toBe(false);
    }
    const ids = SEED_MEETING_PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cover Greater Vancouver: most municipalities and most of Vancouver, libraries and community centres', () => {
    const areas = new Set(SEED_MEETING_PLACES.map((p) => p.area));
    expect(areas.size).toBeGreaterThanOrEqual(30);
    for (const area of ['vancouver-kitsilano', 'vancouver-downtown', 'burnaby', 'richmond', 'surrey']) {
      expect(areas, area).toContain(area);
    }
    expect([...areas].every((area) => AREA_IDS.includes(area))).toBe(true);
    expect(new Set(SEED_MEETING_PLACES.map((p) => p.kind))).toEqual(new Set(['library', 'community-centre']));
  });
});
