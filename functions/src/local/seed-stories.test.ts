import { describe, expect, it } from 'vitest';
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
});
