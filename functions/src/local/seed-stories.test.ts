import { describe, expect, it } from 'vitest';
import { SEED_MEETING_PLACES } from './seed-meeting-places.ts';
import { demoStories } from './seed-stories.ts';

const cast = {
  wisher: { uid: 'w', name: 'Wendy' },
  giver: { uid: 'g', name: 'Gabriel' },
  treater: { uid: 't', name: 'Tessa' },
  volunteer: { uid: 'v', name: 'Vera', volunteer: true },
};

describe('demo stories', () => {
  it('give every demo post its own id, so no story silently overwrites another in the seed', () => {
    const { wishlists, treats } = demoStories(cast, Date.UTC(2026, 10, 27));
    const ids = [...wishlists, ...treats].map(([id]) => id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('have treats handed over in person in a few areas, each with meeting places seeded there', () => {
    const { treats } = demoStories(cast, Date.UTC(2026, 10, 27));
    const areas = treats.flatMap(([, [posted]]) =>
      posted?.command.type === 'post' && 'handover' in posted.command.input
        ? [posted.command.input.handover?.area]
        : [],
    );
    expect(new Set(areas).size).toBeGreaterThanOrEqual(3);
    for (const area of areas) {
      expect(
        SEED_MEETING_PLACES.some((place) => place.area === area),
        area,
      ).toBe(true);
    }
  });
});
